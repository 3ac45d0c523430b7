import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openSessionDirectory, openUserDatabase } from '../../db/database.ts';
import { afterLoginPath } from '../after-login.ts';
import { fakeEngine } from '../testing/fake-engine.ts';
import { renderConsole } from '../testing/render-console.tsx';
import { clearConsole, seedConsole } from '../testing/seed-console.ts';
import { alarm, appHeader, resetShell } from '../testing/shell-harness.ts';

beforeEach(resetShell);
afterEach(clearConsole);

describe('logout', () => {
  it('SESSION-18 SESSION-20 with own alarms the confirmation gives their count, then logs out', async () => {
    const user = userEvent.setup();
    await seedConsole({ alarms: [alarm(1, { RespondentId: 11 }), alarm(2, { RespondentId: 11 }), alarm(3)] });
    const engine = fakeEngine();
    await renderConsole('/dashboard', engine);
    await user.click(within(await appHeader()).getByRole('button', { name: 'Log out' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Log out' });
    await waitFor(() => expect(dialog.textContent).toContain('You are handling 2 active alarms.'));
    await user.click(within(dialog).getByRole('button', { name: 'Log out' }));
    expect(engine.calls.some((call) => call.command === 'logout')).toBe(true);
  });

  it('security #NM5: the confirmation says which written changes stay on this computer and which are deleted', async () => {
    const user = userEvent.setup();
    await seedConsole({ alarms: [alarm(1, { RespondentId: 11 })] });
    const write = { endpoint: 'reason', params: { alarm_id: 1 }, alarmId: 1, createdAt: 1, attempts: 1, error: null };
    await openUserDatabase('anna').outbox.bulkPut([
      { ...write, key: 'waiting-1', state: 'pending', body: { message: 'Fell in the hallway' } },
      { ...write, key: 'waiting-2', state: 'pending', body: { message: 'Helped up' } },
      { ...write, key: 'refused-1', state: 'failed', body: { message: 'Not mine' } },
    ]);
    await renderConsole('/dashboard', fakeEngine());
    await user.click(within(await appHeader()).getByRole('button', { name: 'Log out' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Log out' });
    await waitFor(() => expect(dialog.textContent).toContain('2 changes you wrote have not reached the server yet. They stay stored on this computer'));
    expect(dialog.textContent).toContain('1 change the server refused is deleted when you log out.');
  });

  it('SESSION-24 a refused unregister comes back as the logout error, and the operator stays in the console', async () => {
    const user = userEvent.setup();
    await seedConsole({ alarms: [alarm(1, { RespondentId: 11 })] });
    const engine = fakeEngine({ logout: async () => ({ ok: false, code: 'SERVER_REFUSED', serverText: 'held', status: 500 }) });
    const { location } = await renderConsole('/dashboard', engine);
    await user.click(within(await appHeader()).getByRole('button', { name: 'Log out' }));
    await user.click(within(screen.getByRole('alertdialog', { name: 'Log out' })).getByRole('button', { name: 'Log out' }));
    expect(await screen.findByText('Logout failed: held')).toBeTruthy();
    expect(location()).toBe('/dashboard');
    expect(within(await appHeader()).getByRole('button', { name: 'Log out' })).toBeTruthy();
  });

  it('ROUTE-21 a chosen logout leaves no page to return to: the next login lands on groups', async () => {
    const user = userEvent.setup();
    await seedConsole();
    // As the engine does: the session is gone, and the guard has sent the tab to login, before the logout answers.
    const engine = fakeEngine({
      logout: async () => {
        await openSessionDirectory().current.clear();
        await screen.findByLabelText('Username');
        return { ok: true, value: undefined };
      },
    });
    window.location.hash = ''; // an earlier logout in this file left it at the login page
    await renderConsole('/dashboard/settings', engine);
    await user.click(within(await appHeader()).getByRole('button', { name: 'Log out' }));
    await user.click(within(screen.getByRole('alertdialog', { name: 'Log out' })).getByRole('button', { name: 'Log out' }));
    await waitFor(() => expect(window.location.hash).toBe('#/login'));
    expect(afterLoginPath()).toBe('/dashboard/groups');
  });

  it('SESSION-19 without own alarms the confirmation is plain, and Cancel keeps the session', async () => {
    const user = userEvent.setup();
    await seedConsole({ alarms: [alarm(3)] });
    const { engine } = await renderConsole('/dashboard');
    await user.click(within(await appHeader()).getByRole('button', { name: 'Log out' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Log out' });
    expect(dialog.textContent).toContain('Do you want to log out?');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(engine.calls.some((call) => call.command === 'logout')).toBe(false);
  });
});

describe('language', () => {
  it("I18N-01 the console starts in the operator's own language", async () => {
    await seedConsole({ me: { Language: 'sv-SE' } });
    await renderConsole('/dashboard');
    expect(await within(await appHeader()).findByRole('button', { name: 'Logga ut' })).toBeTruthy();
  });

  it("I18N-04 for respondent 0 the browser's language replaces the default", async () => {
    Object.defineProperty(navigator, 'language', { value: 'sv-FI', configurable: true });
    await seedConsole({ me: { RespondentId: 0, Language: 'en-GB' } });
    await renderConsole('/dashboard');
    expect(await within(await appHeader()).findByRole('button', { name: 'Logga ut' })).toBeTruthy();
  });

  it('a language picked on this browser is kept over the operator default', async () => {
    localStorage.setItem('arc-language', 'en-GB');
    await seedConsole({ me: { Language: 'sv-SE' } });
    await renderConsole('/dashboard');
    const header = await appHeader();
    await within(header).findByText('Anna Andersson (AA)');
    expect(within(header).getByRole('button', { name: 'Log out' })).toBeTruthy();
  });
});
