import { expect, test, type Page } from '@playwright/test';
import { loginAs } from './support/operator.ts';

interface StoredSession {
  accessToken: string;
  renewalToken: string | null;
}

/** The session the console's engine keeps in IndexedDB (database `arc-<name>`, table `session`, key `current`). */
async function storedSession(page: Page, username: string): Promise<StoredSession | undefined> {
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

test.describe('logout ends the login on the server', () => {
  test('security #4: after logging out in the console the old access token and renewal token are refused', async ({ page, request }) => {
    await loginAs(page, 'david');
    await expect.poll(async () => (await storedSession(page, 'david'))?.renewalToken ?? null, { timeout: 15_000 }).not.toBeNull();
    const session = (await storedSession(page, 'david'))!;
    const bearer = { Authorization: `Bearer ${session.accessToken}` };
    expect((await request.get('/api/me', { headers: bearer })).status()).toBe(200);

    await page.getByRole('banner').getByRole('button', { name: 'Log out' }).click();
    await page.getByRole('alertdialog', { name: 'Log out' }).getByRole('button', { name: 'Log out' }).click();
    await expect(page).toHaveURL(/#\/login$/, { timeout: 15_000 });

    expect((await request.get('/api/me', { headers: bearer })).status()).toBe(401);
    expect((await request.post('/api/accesstoken/refreshtoken', { data: { token: session.renewalToken } })).status()).toBe(401);
  });
});
