import { useEffect, useState } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { afterLoginPath } from '../app/after-login.ts';
import { storeCognitoEntry } from '../app/logout-target.ts';
import { Loading } from '../app/route-guards.tsx';
import { useAuth } from '../app/use-auth.ts';
import { LoginPage } from './login-page.tsx';

/**
 * /login (ROUTE-02): someone already logged in goes on. Decided once, when the page opens, so the session the
 * login itself stores does not cut the two-factor or reset steps short.
 */
export function LoginRoute() {
  const auth = useAuth();
  const [decision, setDecision] = useState<'show' | 'leave' | null>(null);
  useEffect(() => {
    if (decision === null && auth.state !== 'loading') setDecision(auth.state === 'loggedIn' ? 'leave' : 'show');
  }, [auth.state, decision]);
  if (decision === null) return <Loading />;
  return decision === 'leave' ? <Navigate to={afterLoginPath()} replace /> : <LoginPage />;
}

/** /cognitologin (ROUTE-03): the same login, with its query and referrer kept for the logout. */
export function CognitoLoginRoute() {
  const location = useLocation();
  useEffect(() => {
    storeCognitoEntry({ query: location.search, referrer: document.referrer });
  }, [location.search]);
  return <LoginRoute />;
}
