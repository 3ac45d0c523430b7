import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Alarm } from '../../db/rows.ts';
import { fakeEngine } from '../testing/fake-engine.ts';
import { renderConsole } from '../testing/render-console.tsx';
import { clearConsole, seedConsole } from '../testing/seed-console.ts';
import { setViewportWidth } from '../testing/viewport.ts';

/** The console's header (panels have their own <header>s, which the DOM test library also counts as banners). */
async function appHeader(): Promise<HTMLElement> {
  const banners = await screen.findAllByRole('banner');
  const header = banners.find((element) => element.classList.contains('shell-header'));
  if (!header) throw new Error('no shell header');
  return header;
}

function alarm(id: number, patch: Partial<Alarm> = {}): Alarm {
  return {
    AlarmId: id,
    GlobalAlarmId: `g-${id}`,
    Active: true,
    AlarmText: `Alarm ${id}`,
    UserId: 100 + id,
    RespondentId: null,
    ServerAlarmTime: new Date().toISOString(),
    LastUpdated: new Date().toISOString(),
    Template: 'default',
    Priority: 1,
    Level: 2,
    ...patch,
  } as Alarm;
}

beforeEach(async () => {
  await clearConsole();
  sessionStorage.clear();
  localStorage.clear();
  setViewportWidth(1400);
});
afterEach(clearConsole);

describe('shell header and menu', () => {
  it('SHELL-04 SHELL-05 SHELL-06 shows the user with initials, a language picker and a logout button', async () => {
    await seedConsole();
    await renderConsole('/dashboard');
    const header = await appHeader();
    expect(await within(header).findByText('Anna Andersson (AA)')).toBeTruthy();
    expect(within(header).getByLabelText('Language')).toBeTruthy();
    expect(within(header).getByRole('button', { name: 'Log out' })).toBeTruthy();
  });

  it('ux polish: the side menu closes from its own close button and from a click beside it', async () => {
    const user = userEvent.setup();
    await seedConsole();
    await renderConsole('/dashboard');
    const menuButton = await screen.findByRole('button', { name: /Menu/ });
    await user.click(menuButton);
    const menu = screen.getByRole('navigation', { name: 'Main menu' });
    await user.click(within(menu).getByRole('button', { name: 'Close menu' }));
    expect(screen.queryByRole('navigation', { name: 'Main menu' })).toBeNull();
    expect(document.activeElement).toBe(menuButton);

    await user.click(menuButton);
    const backdrop = document.querySelector('.side-menu-backdrop');
    expect(backdrop).not.toBeNull();
    await user.click(backdrop as HTMLElement);
    expect(screen.queryByRole('navigation', { name: 'Main menu' })).toBeNull();
  });

  it('SHELL-08 SHELL-09 SHELL-10 SHELL-11 SHELL-12 the side menu offers portal links and gated pages', async () => {
    const user = userEvent.setup();
    await seedConsole({
      settings: { ADMINURL: 'https://admin.example.org/', UseOldAdmin: 'True', USING_PLANNING_VIEW: 'True' },
      me: { IdentityId: 'id-7' },
      actions: ['AlarmOperator', 'SkygdSystemAdmin'],
    });
    await renderConsole('/dashboard');
    await user.click(await screen.findByRole('button', { name: /Menu/ }));
    const menu = screen.getByRole('navigation', { name: 'Main menu' });
    await waitFor(() => expect(within(menu).getByRole('link', { name: /Administration/ }).getAttribute('href')).toBe('https://admin.example.org/users'));
    expect(within(menu).getByRole('link', { name: /My details/ }).getAttribute('href')).toBe('https://admin.example.org/identities/id-7');
    for (const name of ['Groups', 'Settings', 'Planning view', 'Search user', 'Support']) {
      expect(within(menu).getByRole('link', { name })).toBeTruthy();
    }
    expect(within(menu).queryByRole('link', { name: 'Test alarms' })).toBeNull();
    expect(within(menu).getByRole('button', { name: 'Log out' })).toBeTruthy();
  });

  it('SHELL-08 SHELL-09 the new portal lists objects; without IdentityId my details is the administrator record', async () => {
    const user = userEvent.setup();
    await seedConsole({ settings: { ADMINURL: 'https://admin.example.org', UseOldAdmin: 'False' }, me: { RemoteId: 42 }, actions: ['CenterTestalarm'] });
    await renderConsole('/dashboard');
    await user.click(await screen.findByRole('button', { name: /Menu/ }));
    const menu = screen.getByRole('navigation', { name: 'Main menu' });
    await waitFor(() => expect(within(menu).getByRole('link', { name: /Administration/ }).getAttribute('href')).toBe('https://admin.example.org/objects'));
    expect(within(menu).getByRole('link', { name: /My details/ }).getAttribute('href')).toBe('https://admin.example.org/administrators/42');
    expect(within(menu).getByRole('link', { name: 'Test alarms' })).toBeTruthy();
    expect(within(menu).queryByRole('link', { name: 'Support' })).toBeNull();
  });

  it('SHELL-13 groups and settings are not in the menu on mobile', async () => {
    setViewportWidth(1000);
    const user = userEvent.setup();
    await seedConsole();
    await renderConsole('/dashboard');
    await user.click(await screen.findByRole('button', { name: /Menu/ }));
    const menu = screen.getByRole('navigation', { name: 'Main menu' });
    expect(within(menu).queryByRole('link', { name: 'Groups' })).toBeNull();
    expect(within(menu).queryByRole('link', { name: 'Settings' })).toBeNull();
    expect(within(menu).getByRole('link', { name: 'Search user' })).toBeTruthy();
  });
});

describe('layout', () => {
  it('SHELL-01 CONST-01 from 1224 px the list is on the left and the history on the right', async () => {
    setViewportWidth(1224);
    await seedConsole();
    await renderConsole('/dashboard');
    expect(await screen.findByRole('region', { name: 'Alarm list' })).toBeTruthy();
    expect(screen.getByRole('complementary', { name: 'Alarm history' })).toBeTruthy();
    expect(screen.queryByRole('tablist', { name: 'Dashboard sections' })).toBeNull();
  });

  it('SHELL-02 SHELL-03 under 1224 px tabs show list (with the active count), details and history', async () => {
    setViewportWidth(1223);
    const user = userEvent.setup();
    await seedConsole({ alarms: [alarm(1), alarm(2), alarm(3, { RespondentId: 11 }), alarm(4, { Active: false })] });
    await renderConsole('/dashboard');
    const tabs = await screen.findByRole('tablist', { name: 'Dashboard sections' });
    const listTab = within(tabs).getByRole('tab', { name: /Alarm list/ });
    await waitFor(() => expect(listTab.textContent).toContain('2 active alarms'));
    expect(within(tabs).getAllByRole('tab').map((tab) => tab.textContent?.replace(/\d.*$/, ''))).toEqual(['Alarm list', 'Details', 'History']);
    await user.click(within(tabs).getByRole('tab', { name: 'History' }));
    expect(within(tabs).getByRole('tab', { name: 'History' }).getAttribute('aria-selected')).toBe('true');
    // Arrow keys move between tabs.
    await user.keyboard('{ArrowLeft}');
    expect(within(tabs).getByRole('tab', { name: 'Details' }).getAttribute('aria-selected')).toBe('true');
  });

  it('SHELL-07 ROUTE-23 a one-time-link login shows only the alarm page, without list, history or menu', async () => {
    await seedConsole({ session: { simpleLogin: true } });
    const { router } = await renderConsole('/dashboard/groups');
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    await screen.findByText('Only the alarm from your link is available in this session.');
    expect(screen.queryByRole('region', { name: 'Alarm list' })).toBeNull();
    expect(screen.queryByRole('complementary', { name: 'Alarm history' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Menu/ })).toBeNull();
  });

  it('SHELL-20 leaving the dashboard asks for confirmation', async () => {
    await seedConsole();
    await renderConsole('/dashboard');
    await appHeader();
    const event = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
  });
});

describe('status indicator', () => {
  it.each([
    ['SHELL-14', { indicator: 'red' as const }, 'Connection status: Connection problem'],
    ['SHELL-15', { indicator: 'yellow' as const }, 'Connection status: Phone not reachable'],
    ['SHELL-16', { indicator: 'green' as const }, 'Connection status: Connected'],
  ])('%s shows the engine indicator', async (_id, status, name) => {
    await seedConsole();
    await renderConsole('/dashboard', fakeEngine({}, status));
    expect(await screen.findByRole('button', { name })).toBeTruthy();
  });

  it('SHELL-17 SHELL-18 the popup lists the latest sync errors and "got it" clears them', async () => {
    const user = userEvent.setup();
    await seedConsole({
      syncErrors: [
        { at: Date.parse('2026-11-22T08:00:00Z'), code: 'SYNC', message: 'First failure', status: 500 },
        { at: Date.parse('2026-11-22T09:00:00Z'), code: 'SYNC', message: 'SERVICE_UNAVAILABLE', status: 503 },
      ],
    });
    const { engine } = await renderConsole('/dashboard', fakeEngine({}, { indicator: 'red' }));
    await user.click(await screen.findByRole('button', { name: /Connection status/ }));
    const dialog = screen.getByRole('dialog', { name: 'Connection status' });
    const items = await within(dialog).findAllByRole('listitem');
    const texts = items.map((item) => item.textContent ?? '');
    expect(texts.findIndex((text) => text.includes('The service is unavailable'))).toBeLessThan(texts.findIndex((text) => text.includes('First failure')));
    await user.click(within(dialog).getByRole('button', { name: 'Got it' }));
    expect(engine.calls.some((call) => call.command === 'dismissSyncErrors')).toBe(true);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('SHELL-19 right-clicking the status button shows version, bundle hash and branch', async () => {
    await seedConsole();
    await renderConsole('/dashboard');
    fireEvent.contextMenu(await screen.findByRole('button', { name: /Connection status/ }));
    const dialog = screen.getByRole('dialog', { name: 'About this console' });
    expect(dialog.textContent).toContain('Version');
    expect(dialog.textContent).toContain('test-build');
    expect(dialog.textContent).toContain('Branch');
  });
});

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

  it('SESSION-24 a refused unregister comes back as the logout error, and the operator stays in the console', async () => {
    const user = userEvent.setup();
    await seedConsole({ alarms: [alarm(1, { RespondentId: 11 })] });
    const engine = fakeEngine({ logout: async () => ({ ok: false, code: 'SERVER_REFUSED', serverText: 'held', status: 500 }) });
    const { router } = await renderConsole('/dashboard', engine);
    await user.click(within(await appHeader()).getByRole('button', { name: 'Log out' }));
    await user.click(within(screen.getByRole('alertdialog', { name: 'Log out' })).getByRole('button', { name: 'Log out' }));
    expect(await screen.findByText('Logout failed: held')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/dashboard');
    expect(within(await appHeader()).getByRole('button', { name: 'Log out' })).toBeTruthy();
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

describe('dialogs and banners', () => {
  it('DIALOG-03 DIALOG-04 an alarm needing acknowledgement cannot be escaped; Got it sends it', async () => {
    const user = userEvent.setup();
    await seedConsole({ alarms: [alarm(7, { RespondentId: 11, RequiresAcknowledgement: true, Acknowledgement: null, AlarmText: 'Fire door open' })] });
    const { engine } = await renderConsole('/dashboard');
    const dialog = await screen.findByRole('alertdialog', { name: 'Acknowledgement required' });
    expect(dialog.textContent).toContain('Fire door open');
    await user.keyboard('{Escape}');
    expect(screen.getByRole('alertdialog', { name: 'Acknowledgement required' })).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Got it' }));
    expect(engine.calls.find((call) => call.command === 'acknowledge')?.args).toEqual({ params: { alarm_id: 7 } });
    await waitFor(() => expect(screen.queryByRole('alertdialog', { name: 'Acknowledgement required' })).toBeNull());
  });

  it('ERR-01 losing the connection opens the connection-lost modal and the offline banner', async () => {
    await seedConsole();
    const engine = fakeEngine();
    await renderConsole('/dashboard', engine);
    await appHeader();
    act(() => engine.setStatus({ online: false, indicator: 'red' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Connection lost' });
    expect(dialog.textContent).toContain('Check your internet connection');
    expect(screen.getByText(/You are offline/)).toBeTruthy();
    act(() => engine.setStatus({ online: true, indicator: 'green' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog', { name: 'Connection lost' })).toBeNull());
    expect(screen.queryByText(/You are offline/)).toBeNull();
  });

  it('a newer build running shows the reload banner', async () => {
    await seedConsole();
    await renderConsole('/dashboard', fakeEngine({}, { reloadRequired: true }));
    const banner = await screen.findByRole('alert');
    expect(banner.textContent).toContain('A newer version of the console is running');
    expect(within(banner).getByRole('button', { name: 'Reload now' })).toBeTruthy();
  });

  it('SESSION-16 a session ended elsewhere sends the user to login with the reason', async () => {
    await seedConsole();
    const engine = fakeEngine();
    const { router } = await renderConsole('/dashboard', engine);
    await appHeader();
    await clearConsole();
    act(() => engine.emit({ type: 'loggedOut', message: 'LOGGED_IN_ON_OTHER_DEVICE' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(await screen.findByText('You have logged in on another device.')).toBeTruthy();
  });
});

describe('engine events', () => {
  it('ROUTE-24 PUSH the open alarm moving away shows the notice and returns to the dashboard', async () => {
    await seedConsole();
    const engine = fakeEngine();
    const { router } = await renderConsole('/dashboard/template/default/42', engine);
    await appHeader();
    act(() => engine.emit({ type: 'alarmTransferred', alarmId: 42 }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(await screen.findByText('This alarm has been transferred. You can not access it any longer.')).toBeTruthy();
  });

  it('another alarm moving away leaves the open one alone', async () => {
    await seedConsole();
    const engine = fakeEngine();
    const { router } = await renderConsole('/dashboard/template/default/42', engine);
    await appHeader();
    act(() => engine.emit({ type: 'alarmTransferred', alarmId: 7 }));
    expect(router.state.location.pathname).toBe('/dashboard/template/default/42');
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
