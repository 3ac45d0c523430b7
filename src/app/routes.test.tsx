import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { rememberLoggedIn, wasLoggedIn } from './logged-in-flag.ts';
import { fakeEngine } from './testing/fake-engine.ts';
import { renderConsole } from './testing/render-console.tsx';
import { clearConsole, seedConsole } from './testing/seed-console.ts';
import { setViewportWidth } from './testing/happy-dom.ts';

async function landsOn(path: string, expected: string) {
  const { location } = await renderConsole(path);
  await waitFor(() => expect(location()).toBe(expected));
}

beforeEach(async () => {
  await clearConsole();
  sessionStorage.clear();
  setViewportWidth(1400);
});
afterEach(clearConsole);

describe('routes', () => {
  it('ROUTE-01 / goes to login', async () => {
    await landsOn('/', '/login');
    expect(await screen.findByLabelText('Username')).toBeTruthy();
  });

  it('performance P1: / goes straight to groups, without the login page between, when this browser had someone logged in', async () => {
    await seedConsole();
    rememberLoggedIn(true);
    const view = await renderConsole('/');
    await waitFor(() => expect(view.location()).toBe('/dashboard/groups'));
    expect(view.visited()).toEqual(['/', '/dashboard/groups']);
  });

  it('performance P1: / still opens the login when the session this browser remembers has ended', async () => {
    rememberLoggedIn(true);
    await landsOn('/', '/login');
  });

  it('ROUTE-02 /login goes on to groups when already logged in', async () => {
    await seedConsole();
    await landsOn('/login', '/dashboard/groups');
  });

  it('the next start reads the session first only where someone was logged in: the hint follows the session', async () => {
    localStorage.removeItem('arc-logged-in');
    await landsOn('/', '/login');
    await waitFor(() => expect(localStorage.getItem('arc-logged-in')).toBe('0'));
    expect(wasLoggedIn()).toBe(false);
    await seedConsole();
    await waitFor(() => expect(wasLoggedIn()).toBe(true));
  });

  it('ROUTE-08 ROUTE-21 the dashboard without a session goes to login and remembers the path', async () => {
    await landsOn('/dashboard/settings', '/login');
    expect(sessionStorage.getItem('arc-return-to')).toBe('/dashboard/settings');
  });

  it.each([
    ['ROUTE-20', '/no/such/page', '/login'],
    ['ROUTE-20', '/dashboard/nothing-here', '/login'],
  ])('%s %s goes to login when logged out', async (_id, path, expected) => {
    await landsOn(path, expected);
  });

  it('ROUTE-20 an unknown path goes to groups when logged in', async () => {
    await seedConsole();
    await landsOn('/somewhere/else', '/dashboard/groups');
  });

  it('ROUTE-14 support without SkygdSystemAdmin goes to the dashboard; with it, opens', async () => {
    await seedConsole({ actions: ['AlarmOperator'] });
    await landsOn('/dashboard/admin/support', '/dashboard');
  });

  it('ROUTE-14 support opens with SkygdSystemAdmin', async () => {
    await seedConsole({ actions: ['SkygdSystemAdmin'] });
    await landsOn('/dashboard/admin/support', '/dashboard/admin/support');
    expect(await screen.findByRole('heading', { name: 'Support' })).toBeTruthy();
  });

  it('ROUTE-15 test alarms need CenterTestalarm', async () => {
    await seedConsole({ actions: ['AlarmOperator'] });
    await landsOn('/dashboard/admin/test', '/dashboard');
  });

  it('ROUTE-15 test alarms open with CenterTestalarm', async () => {
    await seedConsole({ actions: ['CenterTestalarm'] });
    await landsOn('/dashboard/admin/test', '/dashboard/admin/test');
  });

  it('ROUTE-16 the planning view needs USING_PLANNING_VIEW', async () => {
    await seedConsole({ settings: { USING_PLANNING_VIEW: 'False' } });
    await landsOn('/dashboard/planning-view', '/dashboard');
  });

  it('ROUTE-16 the planning view opens with USING_PLANNING_VIEW on a desktop', async () => {
    await seedConsole({ settings: { USING_PLANNING_VIEW: 'True' } });
    await landsOn('/dashboard/planning-view', '/dashboard/planning-view');
  });

  it('ROUTE-16 ROUTE-12 planning view, groups and settings are not available on mobile', async () => {
    setViewportWidth(800);
    await seedConsole({ settings: { USING_PLANNING_VIEW: 'True' } });
    for (const path of ['/dashboard/planning-view', '/dashboard/groups', '/dashboard/groups/3', '/dashboard/settings']) {
      await landsOn(path, '/dashboard');
    }
  });

  it.each([
    [1223, '/dashboard'],
    [1224, '/dashboard/settings'],
  ])('ROUTE-12 mobile is under 1224 px: settings at %i px lands on %s', async (width, expected) => {
    setViewportWidth(width);
    await seedConsole();
    await landsOn('/dashboard/settings', expected);
  });

  it('ROUTE-17 the template route opens the alarm page', async () => {
    await seedConsole();
    await landsOn('/dashboard/template/default/42', '/dashboard/template/default/42');
  });

  it('ROUTE-23 simple login keeps the template route usable', async () => {
    await seedConsole({ session: { simpleLogin: true } });
    await landsOn('/dashboard/template/default/42', '/dashboard/template/default/42');
  });

  it('ROUTE-04 ROUTE-05 autoregister hands the query to the engine and goes to url', async () => {
    const engine = fakeEngine({
      autoRegister: async () => {
        await seedConsole();
        return { ok: true, value: { step: 'done' } };
      },
    });
    const { location } = await renderConsole(
      '/autoregister?expires_in=3600&telephone=%2B46701&telephony=basicTel&token=abc&token_type=bearer&url=%2Fdashboard%2Fsettings&username=anna',
      engine,
    );
    await waitFor(() => expect(location()).toBe('/dashboard/settings'));
    expect(engine.calls.find((call) => call.command === 'autoRegister')?.args).toEqual({
      query: {
        expires_in: '3600',
        telephone: '+46701',
        telephony: 'basicTel',
        token: 'abc',
        token_type: 'bearer',
        url: '/dashboard/settings',
        username: 'anna',
      },
      replaceSession: false,
    });
  });

  it('security #NL2: while an operator is logged in, autoregister asks first naming them; Escape keeps the session and sends nothing', async () => {
    const user = userEvent.setup();
    await seedConsole();
    const engine = fakeEngine();
    const { location } = await renderConsole('/autoregister?token=abc&username=eva', engine);
    const dialog = await screen.findByRole('alertdialog', { name: 'Replace the logged-in operator?' });
    await waitFor(() => expect(dialog.textContent).toContain('Anna Andersson is logged in on this console.'));
    // Keeping the session is where the keyboard starts.
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Stay logged in as Anna Andersson' }));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(location()).toMatch(/^\/dashboard/));
    expect(engine.calls.some((call) => call.command === 'autoRegister')).toBe(false);
  });

  it('security #NL2: confirmed by the operator, the link replaces the session and goes to its url', async () => {
    const user = userEvent.setup();
    await seedConsole();
    const engine = fakeEngine({ autoRegister: async () => ({ ok: true, value: { step: 'done' } }) });
    const { location } = await renderConsole('/autoregister?token=abc&username=eva&url=%2Fdashboard%2Fsettings', engine);
    const dialog = await screen.findByRole('alertdialog', { name: 'Replace the logged-in operator?' });
    await user.click(within(dialog).getByRole('button', { name: 'Log in with the link' }));
    await waitFor(() => expect(location()).toBe('/dashboard/settings'));
    expect(engine.calls.find((call) => call.command === 'autoRegister')?.args).toEqual({ query: { token: 'abc', username: 'eva', url: '/dashboard/settings' }, replaceSession: true });
  });

  it('ROUTE-05 autoregister without url goes to groups', async () => {
    const engine = fakeEngine({
      autoRegister: async () => {
        await seedConsole();
        return { ok: true, value: { step: 'done' } };
      },
    });
    const { location } = await renderConsole('/autoregister?token=abc&username=anna', engine);
    await waitFor(() => expect(location()).toBe('/dashboard/groups'));
  });

  it('ROUTE-03 /cognitologin keeps its query for the logout and shows the login', async () => {
    await renderConsole('/cognitologin?client=portal');
    expect(await screen.findByLabelText('Username')).toBeTruthy();
    expect(JSON.parse(localStorage.getItem('arc-logout-target') ?? '{}')).toMatchObject({ query: '?client=portal' });
  });
});
