import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ObjectSearchResult } from '../contract/index.ts';
import { type FakeHandlers, fakeEngine } from '../app/testing/fake-engine.ts';
import { renderConsole } from '../app/testing/render-console.tsx';
import { clearConsole, type Seed, seedConsole } from '../app/testing/seed-console.ts';
import type { CommandValue } from '../sync-client/engine-api.ts';
import type { CommandResult } from '../sync-client/failure.ts';

const karin: ObjectSearchResult = {
  UserId: 7,
  Name: 'Karin Johansson',
  TelephoneNumber: '+46702000001',
  ExchangeTelephoneNumber: '+4686100001',
  PositioningEnabled: true,
  AdditionalInformation: [
    { Key: 'CUSTOMER', Value: 'C-1001' },
    { Key: 'STREET', Value: 'Storgatan 4' },
    { Key: 'POSTCODE', Value: '222 21' },
    { Key: 'CITY', Value: 'Lund' },
  ],
};
const kalle: ObjectSearchResult = { UserId: 8, Name: 'Kalle Berg', TelephoneNumber: '+46702000002', PositioningEnabled: false, AdditionalInformation: null };

function engineWith(overrides: FakeHandlers = {}) {
  return fakeEngine({ userSearch: async () => ({ ok: true, value: [karin, kalle] }), ...overrides });
}

function searches(engine: ReturnType<typeof fakeEngine>) {
  return engine.calls.filter((call) => call.command === 'userSearch').map((call) => call.args);
}

/** The search's status line, which describes the search box. */
function statusOf(box: HTMLElement): string {
  return document.getElementById(box.getAttribute('aria-describedby') ?? '')?.textContent ?? '';
}

function tableText(table: HTMLElement): string[][] {
  return within(table)
    .getAllByRole('row')
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent ?? ''));
}

beforeEach(async () => {
  await clearConsole();
  await seedConsole();
});
afterEach(clearConsole);

describe('user search page', () => {
  it('ROUTE-13 SHELL-10 DETAIL-36 VALID-12 VALID-15 the menu opens the search; 2 characters, then one debounced search shows every field', async () => {
    const user = userEvent.setup();
    const engine = engineWith();
    // happy-dom's 1024 px window is the tabbed shell: a page opened from the menu shows in the details tab.
    const { location } = await renderConsole('/dashboard', engine);
    await user.click(await screen.findByRole('button', { name: /Menu/ }));
    await user.click(screen.getByRole('link', { name: 'Search user' }));
    expect(location()).toBe('/dashboard/users/search');
    const box = await screen.findByRole('searchbox', { name: 'Search' });

    await user.type(box, 'K');
    expect(await screen.findByText('Enter at least 2 characters.')).toBeTruthy();
    await user.type(box, 'arin');
    const table = await screen.findByRole('table', { name: 'Search results' });
    expect(searches(engine)).toEqual([{ q: 'Karin' }]);
    expect(tableText(table)).toEqual([
      ['Name', 'Telephone number', 'Exchange telephone number', 'Customer', 'Street', 'Postcode', 'City', 'Actions'],
      ['Karin Johansson', '+46702000001', '+4686100001', 'C-1001', 'Storgatan 4', '222 21', 'Lund', 'Locate'],
      ['Kalle Berg', '+46702000002', '', '', '', '', '', ''],
    ]);
    expect(statusOf(box)).toBe('2 users found');
  });

  it('VALID-13 VALID-14 a national id needs 6 characters; an empty query clears the results without a search', async () => {
    const user = userEvent.setup();
    const engine = engineWith();
    await renderConsole('/dashboard/users/search', engine);
    await user.click(await screen.findByRole('radio', { name: 'National id number' }));
    const box = screen.getByRole('searchbox', { name: 'Search' });
    await user.type(box, '19121');
    expect(await screen.findByText('Enter at least 6 characters of the national id number.')).toBeTruthy();
    await user.type(box, '2');
    await screen.findByRole('table', { name: 'Search results' });
    expect(searches(engine)).toEqual([{ nationalidnumber: '191212' }]);

    await user.clear(box);
    await waitFor(() => expect(screen.queryByRole('table', { name: 'Search results' })).toBeNull());
    expect(statusOf(box)).toBe('');
    expect(searches(engine)).toHaveLength(1);
  });

  it('DETAIL-37 DETAIL-38 a failed search says "Error while fetching object list", an empty one "No users found"', async () => {
    const user = userEvent.setup();
    const engine = engineWith({
      userSearch: async (query) =>
        query.q === 'zz' ? { ok: true, value: [] } : { ok: false, code: 'SERVER_REFUSED', messageKey: 'UNDEFINED_ERROR', status: 500 },
    });
    await renderConsole('/dashboard/users/search', engine);
    const box = await screen.findByRole('searchbox', { name: 'Search' });
    await user.type(box, 'zz');
    await waitFor(() => expect(statusOf(box)).toBe('No users found'));
    await user.type(box, 'z');
    expect((await screen.findByRole('alert')).textContent).toBe('Error while fetching object list');
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('DETAIL-39 DETAIL-40 Locate only where PositioningEnabled; it reports success, or the failure text, in a dialog', async () => {
    const user = userEvent.setup();
    let answer: CommandResult<CommandValue<'locateUser'>> = { ok: true, value: undefined };
    const engine = engineWith({ locateUser: async () => answer });
    await renderConsole('/dashboard/users/search', engine);
    await user.type(await screen.findByRole('searchbox', { name: 'Search' }), 'Ka');
    await screen.findByRole('table', { name: 'Search results' });
    expect(screen.queryByRole('button', { name: 'Locate Kalle Berg' })).toBeNull();

    const locate = screen.getByRole('button', { name: 'Locate Karin Johansson' });
    locate.focus();
    await user.keyboard('{Enter}');
    const sent = await screen.findByRole('dialog', { name: 'Locate Karin Johansson' });
    expect(within(sent).getByText('A positioning request was sent.')).toBeTruthy();
    expect(engine.calls.filter((call) => call.command === 'locateUser').map((call) => call.args)).toEqual([{ params: { user_id: 7 } }]);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(locate);

    answer = { ok: false, code: 'SERVER_REFUSED', messageKey: 'UNDEFINED_ERROR', status: 500 };
    await user.click(locate);
    const failed = await screen.findByRole('alertdialog', { name: 'Locate Karin Johansson' });
    expect(within(failed).getByText('Failed sending a positioning request, try again.')).toBeTruthy();
    await user.click(within(failed).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  });

  it('DETAIL-41 a locate that names the object\'s alarm opens it about 500 ms after the success dialog', async () => {
    const user = userEvent.setup();
    const engine = engineWith({ locateUser: async () => ({ ok: true, value: { AlarmId: 42, Template: 'goteborg' } }) });
    const view = await renderConsole('/dashboard/users/search', engine);
    await user.type(await screen.findByRole('searchbox', { name: 'Search' }), 'Ka');
    await user.click(await screen.findByRole('button', { name: 'Locate Karin Johansson' }));
    await screen.findByRole('dialog', { name: 'Locate Karin Johansson' });
    const shownAt = Date.now();
    expect(view.location()).toBe('/dashboard/users/search');
    await waitFor(() => expect(view.location()).toBe('/dashboard/template/goteborg/42'));
    expect(Date.now() - shownAt).toBeGreaterThanOrEqual(400);
  });

  it('DETAIL-39 a read-only session is not offered Locate (the server refuses its writes)', async () => {
    await seedConsole({ session: { readOnly: true } });
    const user = userEvent.setup();
    await renderConsole('/dashboard/users/search', engineWith());
    await user.type(await screen.findByRole('searchbox', { name: 'Search' }), 'Ka');
    await screen.findByRole('table', { name: 'Search results' });
    expect(screen.queryByRole('button', { name: /Locate/ })).toBeNull();
  });

  it('ROUTE-22 DETAIL-47 DETAIL-48 a user-info request needs a flag from AVAILABLE_ALARM_FLAGS, then opens the alarm it raised', async () => {
    await seedConsole({ settings: { AVAILABLE_ALARM_FLAGS: '1:Medication check,2:Key holder update' } });
    const user = userEvent.setup();
    const engine = engineWith({ informationRequest: async () => ({ ok: true, value: { alarmId: 42, template: 'default' } }) });
    const { location } = await renderConsole('/dashboard/users/search', engine);
    await user.type(await screen.findByRole('searchbox', { name: 'Search' }), 'Ka');
    await user.click(await screen.findByRole('button', { name: 'Request information about Karin Johansson' }));
    const form = await screen.findByRole('form', { name: 'Request information about Karin Johansson' });
    const flag = within(form).getByLabelText('Flag');
    expect([...flag.querySelectorAll('option')].map((option) => option.textContent)).toEqual(['Choose a flag', 'Medication check', 'Key holder update']);

    await user.click(screen.getByRole('button', { name: 'Send request' }));
    expect(within(form).getByRole('alert').textContent).toBe('Please, select flag before submit');
    expect(engine.calls.some((call) => call.command === 'informationRequest')).toBe(false);

    await user.selectOptions(flag, 'Key holder update');
    await user.type(within(form).getByLabelText('Message'), 'Please confirm the key box code');
    await user.click(screen.getByRole('button', { name: 'Send request' }));
    await waitFor(() => expect(location()).toBe('/dashboard/template/default/42'));
    expect(engine.calls.filter((call) => call.command === 'informationRequest').map((call) => call.args)).toEqual([
      { params: { user_id: 7 }, body: { FlagId: '2', TextMessage: 'Please confirm the key box code' } },
    ]);
  });

  it('ux polish: a user-info request says that it became an alarm of the operator\'s and is open', async () => {
    await seedConsole({ settings: { AVAILABLE_ALARM_FLAGS: '1:Medication check,2:Key holder update' } });
    const user = userEvent.setup();
    const engine = engineWith({ informationRequest: async () => ({ ok: true, value: { alarmId: 42, template: 'default' } }) });
    const { location } = await renderConsole('/dashboard/users/search', engine);
    await user.type(await screen.findByRole('searchbox', { name: 'Search' }), 'Ka');
    await user.click(await screen.findByRole('button', { name: 'Request information about Karin Johansson' }));
    const form = await screen.findByRole('form', { name: 'Request information about Karin Johansson' });
    await user.selectOptions(within(form).getByLabelText('Flag'), 'Key holder update');
    await user.click(screen.getByRole('button', { name: 'Send request' }));
    await waitFor(() => expect(location()).toBe('/dashboard/template/default/42'));
    expect(await screen.findByText('The request about Karin Johansson is an alarm of yours now; it is open.')).toBeTruthy();
  });

  it('ROUTE-22 a refused user-info request shows why and stays; without flags, or read-only, none is offered', async () => {
    await seedConsole({ settings: { AVAILABLE_ALARM_FLAGS: '1:Medication check' } });
    const user = userEvent.setup();
    const engine = engineWith({ informationRequest: async () => ({ ok: false, code: 'SERVER_REFUSED', serverText: 'Unknown flag 1', status: 400 }) });
    const { location, unmount } = await renderConsole('/dashboard/users/search', engine);
    await user.type(await screen.findByRole('searchbox', { name: 'Search' }), 'Ka');
    await user.click(await screen.findByRole('button', { name: 'Request information about Kalle Berg' }));
    const form = await screen.findByRole('form', { name: 'Request information about Kalle Berg' });
    await user.selectOptions(within(form).getByLabelText('Flag'), 'Medication check');
    await user.click(screen.getByRole('button', { name: 'Send request' }));
    expect((await within(form).findByRole('alert')).textContent).toBe('Unknown flag 1');
    expect(location()).toBe('/dashboard/users/search');
    unmount();

    const noRequest: Seed[] = [{ settings: {} }, { settings: { AVAILABLE_ALARM_FLAGS: '1:Medication check' }, session: { readOnly: true } }];
    for (const seed of noRequest) {
      await clearConsole();
      await seedConsole(seed);
      const view = await renderConsole('/dashboard/users/search', engineWith());
      await user.type(await screen.findByRole('searchbox', { name: 'Search' }), 'Ka');
      await screen.findByRole('table', { name: 'Search results' });
      expect(screen.queryByRole('button', { name: /Request information/ })).toBeNull();
      view.unmount();
    }
  });

  it('I18N-01 the Swedish console shows the search in Swedish', async () => {
    // The console follows the operator's own language once it knows them: a Swedish operator, not only a Swedish start.
    await seedConsole({ me: { Language: 'sv-SE' } });
    await renderConsole('/dashboard/users/search', engineWith(), 'sv-SE');
    // The page's own namespace may load after the shell's: wait for the page's heading and radios, not any heading so named.
    expect(await screen.findByRole('heading', { level: 1, name: 'Sök brukare' })).toBeTruthy();
    expect(await screen.findByRole('radio', { name: 'Personnummer' })).toBeTruthy();
  });
});

describe('user list page', () => {
  it('ROUTE-13 GROUP-09 /dashboard/users lists name and telephone number of the users matching the filter', async () => {
    const user = userEvent.setup();
    const engine = engineWith();
    const { location } = await renderConsole('/dashboard/users', engine);
    expect(await screen.findByRole('heading', { name: 'Users' })).toBeTruthy();
    await user.type(screen.getByRole('searchbox', { name: /Find users/ }), 'Ka');
    const table = await screen.findByRole('table', { name: 'Users' });
    expect(tableText(table)).toEqual([
      ['Name', 'Telephone number'],
      ['Karin Johansson', '+46702000001'],
      ['Kalle Berg', '+46702000002'],
    ]);
    await user.click(screen.getByRole('link', { name: /national id number/ }));
    expect(location()).toBe('/dashboard/users/search');
  });
});
