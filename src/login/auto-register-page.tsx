import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { afterLoginPath } from '../app/after-login.ts';
import { messageText } from '../i18n/message-text.ts';
import { ROUTES } from '../contract/console-routes.ts';
import { currentUser } from '../db/current-user.ts';
import { useMe } from '../db/hooks.ts';
import { useSend } from '../sync-client/engine-context.tsx';
import { LoginCard } from './login-card.tsx';
import { ReplaceSessionDialog } from './replace-session-dialog.tsx';

/** Query parameters autoregister reads (ROUTE-04). */
const PARAMS = ['expires_in', 'telephone', 'telephony', 'token', 'token_type', 'url', 'username'] as const;

/**
 * /autoregister: stores the session handed over in the query, then goes to `url` or groups (ROUTE-04, -05). While
 * an operator is logged in it asks first, naming them (security NL2); kept, the console returns to the dashboard.
 */
export function AutoRegisterPage() {
  const { t } = useTranslation(['login', 'common']);
  const send = useSend();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [error, setError] = useState<string | null>(null);
  const [replaceSession, setReplaceSession] = useState(false);
  const loggedIn = useSyncExternalStore(currentUser().subscribe, currentUser().getSnapshot);
  const me = useMe();
  const started = useRef(false);
  const asking = typeof loggedIn === 'string' && !replaceSession;

  useEffect(() => {
    if (started.current || loggedIn === undefined || asking) return;
    started.current = true;
    const query: Record<string, string> = {};
    for (const name of PARAMS) {
      const value = params.get(name);
      if (value !== null) query[name] = value;
    }
    void send('autoRegister', { query, replaceSession }).then((result) => {
      if (!result.ok) {
        setError(messageText(t, result));
        return;
      }
      navigate(afterLoginPath(localPath(query.url) ?? (result.value.step === 'done' ? result.value.returnTo : undefined)), {
        replace: true,
      });
    });
  }, [send, navigate, params, t, loggedIn, asking, replaceSession]);

  return (
    <LoginCard>
      {error ? (
        <p role="alert" className="login-error">
          {t('login:autoregister.failed', { message: error })}
        </p>
      ) : (
        <p role="status">{t('login:autoregister.working')}</p>
      )}
      {asking && (
        <ReplaceSessionDialog
          operator={me?.Name || loggedIn}
          onReplace={() => setReplaceSession(true)}
          onKeep={() => navigate(ROUTES.dashboard, { replace: true })}
        />
      )}
    </LoginCard>
  );
}

/** The url parameter as a console path: a path, or a same-origin URL (with or without the hash); anything else is ignored. */
function localPath(url: string | undefined): string | undefined {
  if (!url) return undefined;
  try {
    const parsed = new URL(url, window.location.origin);
    if (parsed.origin !== window.location.origin) return undefined;
    return parsed.hash.startsWith('#/') ? parsed.hash.slice(1) : parsed.pathname + parsed.search;
  } catch {
    return undefined;
  }
}
