import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fakeEngine } from '../app/testing/fake-engine.ts';
import { renderConsole } from '../app/testing/render-console.tsx';
import { clearConsole, seedConsole } from '../app/testing/seed-console.ts';

beforeEach(clearConsole);
afterEach(clearConsole);

describe('one-time link', () => {
  it('LOGIN-20 ROUTE-06 ROUTE-07 logs in once with p and opens the alarm it names', async () => {
    let release: () => void = () => {};
    const engine = fakeEngine({
      urlLogin: () =>
        new Promise((resolve) => {
          release = () => {
            void seedConsole({ session: { simpleLogin: true } }).then(() =>
              resolve({ ok: true, value: { template: 'default', alarmId: 42 } }),
            );
          };
        }),
    });
    const { location } = await renderConsole('/al?p=secret-1', engine);
    expect(await screen.findByText('Logging in with your link…')).toBeTruthy();
    // The text shows as the page mounts; the login is asked for in its effect, which may come a moment later.
    await waitFor(() => expect(engine.calls.some((call) => call.command === 'urlLogin')).toBe(true));
    release();
    await waitFor(() => expect(location()).toBe('/dashboard/template/default/42'));
    expect(engine.calls.filter((call) => call.command === 'urlLogin').map((call) => call.args)).toEqual([{ p: 'secret-1' }]);
  });

  it('LOGIN-21 an error shows heading, status and text, and Retry tries again where it may work', async () => {
    const user = userEvent.setup();
    let attempts = 0;
    const engine = fakeEngine({
      urlLogin: async () => {
        attempts += 1;
        return { ok: false, code: 'SERVER_REFUSED', serverText: 'The server failed', status: 500 };
      },
    });
    await renderConsole('/al?p=old', engine);
    const alert = await screen.findByRole('alert');
    expect(screen.getByRole('heading', { name: 'The link could not be used' })).toBeTruthy();
    expect(alert.textContent).toContain('500: The server failed');
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(attempts).toBe(2));
  });

  it('a link used before says it was used or expired, without the status and without a Retry that cannot work', async () => {
    const engine = fakeEngine({
      urlLogin: async () => ({ ok: false, code: 'UNAUTHORIZED', messageKey: 'LOGGED_OUT_OR_NOT_AUTHORIZED', status: 401 }),
    });
    await renderConsole('/al?p=used', engine);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('This link has already been used or has expired. Ask for a new link.');
    expect(alert.textContent).not.toContain('401');
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
  });

  it('LOGIN-20 a link with a password asks for it and sends it with p', async () => {
    const user = userEvent.setup();
    const engine = fakeEngine({
      // The engine stores the simple login's session before it answers (without one the alarm's route would
      // pass on to the login page, and the test would see the alarm's path only by chance).
      urlLogin: async (input) => {
        if (!('password' in input) || input.password !== 'Demo-Arc-2026') return { ok: false, code: 'invalid_grant', serverText: 'The password is incorrect.', status: 400 };
        await seedConsole({ session: { simpleLogin: true } });
        return { ok: true, value: { template: 'default', alarmId: 9 } };
      },
    });
    const { location } = await renderConsole('/al?p=with-password', engine);
    await user.type(await screen.findByLabelText('Password'), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Open the alarm' }));
    expect(await screen.findByText('The password is incorrect.')).toBeTruthy();
    await user.clear(screen.getByLabelText('Password'));
    await user.type(screen.getByLabelText('Password'), 'Demo-Arc-2026');
    await user.click(screen.getByRole('button', { name: 'Open the alarm' }));
    await waitFor(() => expect(location()).toBe('/dashboard/template/default/9'));
    expect(engine.calls.at(-1)?.args).toEqual({ p: 'with-password', password: 'Demo-Arc-2026' });
  });
});
