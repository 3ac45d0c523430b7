import { expect, test } from '@playwright/test';
import { LoginPage } from './page-models/login-page.ts';
import { Shell } from './page-models/shell.ts';
import { storedSession } from './support/stored.ts';

test.describe('logout ends the login on the server', () => {
  test('security #4: after logging out in the console the old access token and renewal token are refused', async ({ page, request }) => {
    await new LoginPage(page).logIn('david');
    await expect.poll(async () => (await storedSession(page, 'david'))?.renewalToken ?? null, { timeout: 15_000 }).not.toBeNull();
    const session = (await storedSession(page, 'david'))!;
    const bearer = { Authorization: `Bearer ${session.accessToken}` };
    expect((await request.get('/api/me', { headers: bearer })).status()).toBe(200);

    await new Shell(page).logOut();
    await expect(page).toHaveURL(/#\/login$/, { timeout: 15_000 });

    expect((await request.get('/api/me', { headers: bearer })).status()).toBe(401);
    expect((await request.post('/api/accesstoken/refreshtoken', { data: { token: session.renewalToken } })).status()).toBe(401);
  });
});
