import { useEffect, useSyncExternalStore } from 'react';
import { currentUser } from '../db/current-user.ts';

const LOGGED_IN_HINT_KEY = 'arc-logged-in';

/**
 * Whether someone was logged in when this browser's console last looked. It decides only what a start reads first
 * (a logged-in start reads the session and the alarm list beside the chunks; a login page draws first), never who
 * is logged in: that is always read from the session directory.
 */
export function wasLoggedIn(): boolean {
  try {
    return localStorage.getItem(LOGGED_IN_HINT_KEY) === '1';
  } catch {
    return false;
  }
}

/** Keeps the hint in step with the session directory while the console runs. */
export function useLoggedInHint(): void {
  const store = currentUser();
  const username = useSyncExternalStore(store.subscribe, store.getSnapshot);
  useEffect(() => {
    if (username === undefined) return;
    try {
      localStorage.setItem(LOGGED_IN_HINT_KEY, username ? '1' : '0');
    } catch {
      // No storage (private mode): every start draws the login page first.
    }
  }, [username]);
}
