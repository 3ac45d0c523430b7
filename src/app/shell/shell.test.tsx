import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { renderConsole } from '../testing/render-console.tsx';
import { clearConsole, seedConsole } from '../testing/seed-console.ts';
import { setViewportWidth } from '../testing/happy-dom.ts';
import { alarm, appHeader, resetShell } from '../testing/shell-harness.ts';
import { allowUnload } from '../unload-guard.ts';

beforeEach(resetShell);
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

  it.each([
    [['AlarmOperator'], 'Anna Andersson (AA) Operator'],
    [['SimplifiedOperator'], 'Anna Andersson (AA) Operator'],
    [['ShowAlarms', 'SkygdSystemAdmin'], 'Anna Andersson (AA)'],
  ])('ROLE-01 the header labels an operator "Operator", and nobody else (%j)', async (actions, shown) => {
    await seedConsole({ actions });
    await renderConsole('/dashboard');
    const header = await appHeader();
    const user = await within(header).findByText('Anna Andersson (AA)');
    expect(user.textContent).toBe(`Logged in as ${shown}`);
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
      actions: ['AlarmOperator', 'CenterUsers', 'SkygdSystemAdmin'],
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
  it('SHELL-01 CONST-01 from 1224 px the list is on the left and the history of an open alarm on the right', async () => {
    setViewportWidth(1224);
    await seedConsole({ alarms: [alarm(1)] });
    await renderConsole('/dashboard/template/default/1');
    expect(await screen.findByRole('region', { name: 'Alarm list' })).toBeTruthy();
    expect(await screen.findByRole('complementary', { name: 'Alarm history' })).toBeTruthy();
    expect(screen.queryByRole('tablist', { name: 'Dashboard sections' })).toBeNull();
  });

  it('without an open alarm the history column takes no width', async () => {
    setViewportWidth(1366);
    await seedConsole();
    await renderConsole('/dashboard');
    expect(await screen.findByRole('region', { name: 'Alarm list' })).toBeTruthy();
    expect(screen.queryByRole('complementary', { name: 'Alarm history' })).toBeNull();
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
    const { location } = await renderConsole('/dashboard/groups');
    await waitFor(() => expect(location()).toBe('/dashboard'));
    await screen.findByText('Only the alarm from your link is available in this session.');
    expect(screen.queryByRole('region', { name: 'Alarm list' })).toBeNull();
    expect(screen.queryByRole('complementary', { name: 'Alarm history' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Menu/ })).toBeNull();
  });

  it('qa-supervisor P3-11 a one-time-link guest who left the alarm has a link back to it, and the header names no operator', async () => {
    await seedConsole({ session: { simpleLogin: true, linkAlarmPath: '/dashboard/template/default/48' } });
    await renderConsole('/dashboard');
    const back = await screen.findByRole('link', { name: 'Back to the alarm' });
    expect(back.getAttribute('href')).toMatch(/\/dashboard\/template\/default\/48$/);
    const header = screen.getByRole('banner');
    expect(within(header).getByText('One-time link session')).toBeTruthy();
    expect(within(header).queryByText(/Logged in as/)).toBeNull();
  });

  /** Whether leaving the page now would ask the browser's "leave site?" question. */
  const leavingAsks = () => {
    const event = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(event);
    return event.defaultPrevented;
  };

  it('SHELL-20 leaving the dashboard asks for confirmation', async () => {
    await seedConsole();
    await renderConsole('/dashboard');
    await appHeader();
    expect(leavingAsks()).toBe(true);
  });

  it('SHELL-20 a console shown again without a page load (after a logout that did not leave) asks again', async () => {
    allowUnload();
    await seedConsole();
    await renderConsole('/dashboard');
    await appHeader();
    expect(leavingAsks()).toBe(true);
  });
});
