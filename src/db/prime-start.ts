import { alarmStoreFor } from './alarm-store.ts';
import { currentUser } from './current-user.ts';
import { openUserDatabase } from './database.ts';
import { tabStorage } from './tab-storage.ts';

/** Long enough for the slowest start to mount the list; a start that never shows it lets the copy go. */
const PRIME_HOLD_MS = 10_000;

/**
 * At the console's start, before React renders anything: who is logged in on this browser, and then their alarm
 * list, start reading from IndexedDB now, beside the chunks and translations still loading (with 10,000 alarms the
 * list's read alone takes about half a second). Resolves whether someone is logged in; never rejects.
 */
export async function primeLoggedInUser(): Promise<boolean> {
  // Nothing opens a database before the tab knows where its databases are.
  await tabStorage();
  const username = await currentUser().prime(PRIME_HOLD_MS);
  if (!username) return false;
  // The store's whole read waits for the list's window (its first screen), read now.
  alarmStoreFor(openUserDatabase(username))?.prime(PRIME_HOLD_MS);
  return true;
}
