import type { Page } from '@playwright/test';

/** What a tab's IndexedDB (database `arc-<username>`, what every view reads) holds, read in the page. */

/** The alarm's text as the tab's IndexedDB holds it, or null. */
export function storedAlarmText(page: Page, username: string, alarmId: number): Promise<string | null> {
  return page.evaluate(
    ({ name, id }) =>
      new Promise<string | null>((resolve) => {
        const open = indexedDB.open(name);
        open.onerror = () => resolve(null);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('alarms')) {
            db.close();
            resolve(null);
            return;
          }
          const get = db.transaction('alarms').objectStore('alarms').get(id);
          get.onsuccess = () => {
            db.close();
            resolve((get.result as { AlarmText?: string } | undefined)?.AlarmText ?? null);
          };
          get.onerror = () => resolve(null);
        };
      }),
    { name: `arc-${username}`, id: alarmId },
  );
}

/** The write outbox as the tab's IndexedDB holds it: what waits for the server, and what it refused. */
export function storedOutbox(page: Page, username: string): Promise<{ key: string; state: string; attempts: number; body?: unknown; error: { code: string; message: string } | null }[]> {
  return page.evaluate(
    (name) =>
      new Promise((resolve) => {
        const open = indexedDB.open(name);
        open.onerror = () => resolve([]);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('outbox')) {
            db.close();
            resolve([]);
            return;
          }
          const all = db.transaction('outbox').objectStore('outbox').getAll();
          all.onsuccess = () => {
            db.close();
            resolve(all.result);
          };
          all.onerror = () => resolve([]);
        };
      }),
    `arc-${username}`,
  );
}

interface StoredSession {
  accessToken: string;
  renewalToken: string | null;
}

/** The session the console's engine keeps (table `session`, key `current`). */
export async function storedSession(page: Page, username: string): Promise<StoredSession | undefined> {
  return page.evaluate(
    (name) =>
      new Promise<StoredSession | undefined>((resolve, reject) => {
        const open = indexedDB.open(name);
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const read = open.result.transaction('session').objectStore('session').get('current');
          read.onsuccess = () => resolve(read.result as StoredSession | undefined);
          read.onerror = () => reject(read.error);
        };
      }),
    `arc-${username}`,
  );
}
