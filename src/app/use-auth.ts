import { useSession } from '../db/hooks.ts';
import type { SessionRow } from '../db/rows.ts';

export type Auth =
  | { state: 'loading' }
  | { state: 'anonymous' }
  | { state: 'loggedIn'; session: SessionRow; simpleLogin: boolean };

/** Who is at the console, read from IndexedDB (the engine writes the session); simple login is a one-time link (ROUTE-23). */
export function useAuth(): Auth {
  const session = useSession();
  if (session === undefined) return { state: 'loading' };
  if (session === null) return { state: 'anonymous' };
  return { state: 'loggedIn', session, simpleLogin: session.simpleLogin };
}
