import { useEffect, useSyncExternalStore } from 'react';
import { currentUser } from '../db/current-user.ts';
import { clearStartPicture } from '../start-picture/start-picture-record.ts';
import { rememberLoggedIn } from './logged-in-flag.ts';

/** Keeps the hint in step with the session directory while the console runs; nobody logged in: no list kept either. */
export function useLoggedInHint(): void {
  const store = currentUser();
  const username = useSyncExternalStore(store.subscribe, store.getSnapshot);
  useEffect(() => {
    if (username === undefined) return;
    rememberLoggedIn(username !== null);
    if (username === null) clearStartPicture();
  }, [username]);
}
