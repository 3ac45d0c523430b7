import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeEngine, type FakeHandlers } from '../app/testing/fake-engine.ts';
import { renderConsole, renderPart } from '../app/testing/render-console.tsx';
import { SystemStatus } from './system-status.tsx';
import { clearConsole, seedConsole } from '../app/testing/seed-console.ts';
import type { SystemTestRow } from '../contract/index.ts';
import { SYSTEM_TEST_POLL_MS } from '../domain/support.ts';

const row = (Description: string, Ongoing: boolean, Successful: boolean | null): SystemTestRow => ({ Description, Executed: '2026-01-01T08:00:00Z', Ongoing, Successful });

async function open(handlers: FakeHandlers) {
  await seedConsole({ actions: ['SkygdSystemAdmin'] });
  const view = await renderConsole('/dashboard/admin/support', fakeEngine({ supportLatestBrowserLog: async () => ({ ok: true, value: { Username: null, ReceivedAt: null, Data: null } }), ...handlers }));
  await screen.findByRole('heading', { name: 'Support' });
  return view;
}
const sent = (view: { engine: { calls: { command: string; args: unknown }[] } }, command: string) => view.engine.calls.filter((c) => c.command === command).map((c) => c.args);

beforeEach(clearConsole);
afterEach(async () => {
  vi.useRealTimers();
  await clearConsole();
});

describe('support page', () => {
  it('qa-supervisor P2-15 a Swedish operator reads the system test rows in Swedish from their codes; a row without a code as it came', async () => {
    const rows = [{ ...row('Database reachable', false, true), DescriptionCode: 'databaseReachable' }, { ...row('Disk free', false, true), DescriptionCode: 'diskFree' }, row('Older server check', false, true)];
    await renderPart(<SystemStatus />, fakeEngine({ supportSystemTests: async () => ({ ok: true, value: rows }) }), 'sv-SE');
    fireEvent.click(await screen.findByRole('button', { name: 'Uppdatera' }));
    const table = await screen.findByRole('table');
    await waitFor(() => expect(within(table).getAllByRole('row').slice(1).map((r) => r.querySelector('td')?.textContent)).toEqual(['Databasen nåbar', 'Ledigt diskutrymme', 'Older server check']));
  });

  it('SUP-01 SUP-02 SUP-03 SUP-04 SUP-05 start test sets the running flag and reads the rows every 5 s until none is Ongoing', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const answers = [[row('Database reachable', false, null)], [row('Database reachable', true, null)], [row('Database reachable', false, true)]];
    const view = await open({
      supportSystemTests: async () => ({ ok: true, value: answers.shift() ?? [row('Database reachable', false, true)] }),
      supportStartSystemTests: async () => ({ ok: true, value: {} }),
    });
    const table = await screen.findByRole('table');
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Description', 'Executed', 'Ongoing', 'Successful']);
    fireEvent.click(screen.getByRole('button', { name: 'Start test' }));
    expect(await screen.findByText('System test running…')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Start test' })).toHaveProperty('disabled', true);
    await waitFor(() => expect(within(table).getAllByRole('row')[1]?.textContent).toContain('Yes'));
    expect(sent(view, 'supportSystemTests')).toHaveLength(2);
    await act(async () => {
      vi.advanceTimersByTime(SYSTEM_TEST_POLL_MS);
    });
    await waitFor(() => expect(sent(view, 'supportSystemTests')).toHaveLength(3));
    await waitFor(() => expect(screen.queryByText('System test running…')).toBeNull());
    expect(within(table).getAllByRole('row')[1]?.textContent).toMatch(/Database reachable.*NoPassed$/);
    await act(async () => {
      vi.advanceTimersByTime(SYSTEM_TEST_POLL_MS * 2);
    });
    expect(sent(view, 'supportSystemTests')).toHaveLength(3);
    expect(screen.getByRole('button', { name: 'Refresh' })).toBeTruthy();
  });

  it('qa-supervisor P3-2 a Swedish admin reads when the test finished, a failed row marked Misslyckades, and ISO times', async () => {
    const ended = (Description: string, Successful: boolean, Finished: string) => ({ ...row(Description, false, Successful), Executed: '2026-11-28T07:39:05Z', Finished });
    const rows = [ended('Database reachable', true, '2026-11-28T07:39:06Z'), ended('Push hub up', false, '2026-11-28T07:39:13Z')];
    await renderPart(<SystemStatus />, fakeEngine({ supportSystemTests: async () => ({ ok: true, value: rows }) }), 'sv-SE');
    const finished = await screen.findByText(/^Systemtestet avslutades/);
    expect(finished.textContent).toMatch(/^Systemtestet avslutades \d{4}-\d{2}-\d{2} \d{2}:\d{2}:13$/);
    const [passed, failed] = within(screen.getByRole('table')).getAllByRole('row').slice(1);
    expect(within(passed!).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['Database reachable', expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:39:05$/), 'Nej', 'Godkänd']);
    expect(within(failed!).getAllByRole('cell')[3]?.textContent).toBe('Misslyckades');
    expect(failed!.className).toBe('support-status--failed');
    expect(passed!.className).toBe('');
  });

  it('SUP-06 a rejected status fetch shows the raw error', async () => {
    await open({ supportSystemTests: async () => ({ ok: false, code: 'SERVICE_UNAVAILABLE', status: 503 }) });
    expect((await screen.findByRole('alert')).textContent).toBe('SERVICE_UNAVAILABLE 503');
  });

  it('SUP-07 SUP-08 SUP-09 SUP-10 the lookup waits 1 s after typing, drops the plus, shows the six fields or not found', async () => {
    const view = await open({
      supportSystemTests: async () => ({ ok: true, value: [] }),
      supportSubscription: async (args) =>
        (args as { identifier: string }).identifier === '46701234567'
          ? { ok: true, value: { NotFound: false, TelephoneNumber: '+46701234567', Email: 'e@x.se', EmergencyCenter: 'Demo Alarm Centre', Name: 'Erik Ek', SubscriptionValid: true, SubscriptionValidTo: null } }
          : { ok: true, value: { NotFound: true } },
    });
    const input = screen.getByLabelText('Look up number or e-mail');
    for (const value of ['+4', '+4670', '+46701234567']) fireEvent.change(input, { target: { value } });
    expect(sent(view, 'supportSubscription')).toEqual([]);
    const result = await screen.findByLabelText('Subscription', {}, { timeout: 3000 });
    expect(sent(view, 'supportSubscription')).toEqual([{ identifier: '46701234567' }]);
    expect(within(result).getAllByRole('term').map((term) => term.textContent)).toEqual(['Telephone number', 'E-mail', 'Emergency centre', 'Name', 'Subscription valid', 'Valid to']);
    expect(result.textContent).toContain('Erik Ek');
    fireEvent.change(input, { target: { value: '123' } });
    expect(await screen.findByText('No subscription found for the number or e-mail 123', {}, { timeout: 3000 })).toBeTruthy();
  });

  it('qa-supervisor P3-2 shows the latest browser log upload as text, sent at an ISO time', async () => {
    await open({
      supportSystemTests: async () => ({ ok: true, value: [] }),
      supportLatestBrowserLog: async () => ({ ok: true, value: { Username: 'eva', ReceivedAt: '2026-01-01T08:00:00Z', Data: '<b>socket closed</b>' } }),
    });
    const log = await screen.findByLabelText('Log lines');
    expect(log.textContent).toBe('<b>socket closed</b>');
    expect(screen.getByText(/From eva at/)).toBeTruthy();
    // qa-supervisor P3-2: the console's ISO time, not the browser locale's.
    expect(screen.getByText(/From eva at/).textContent).toMatch(/^From eva at 2026-01-01 \d{2}:00:00$/);
  });

  it('security #NM7 shows the audit lines of an operator, as text, and asks for the older ones', async () => {
    const line = (Id: number, Event: string) => ({ Id, At: '2026-11-28T08:00:00Z', Event, RespondentId: 1, Username: 'anna', UserId: Id === 9 ? 57 : null, RequestId: `req-${Id}`, Details: Id === 9 ? '{"noteType":1}' : null });
    const view = await open({
      supportSystemTests: async () => ({ ok: true, value: [] }),
      supportAudit: async (query: { before?: number | string }) =>
        query.before ? { ok: true, value: { Lines: [line(3, 'login')], NextBefore: null } } : { ok: true, value: { Lines: [line(9, 'medical.read'), line(8, 'logout')], NextBefore: 8 } },
    });
    fireEvent.change(screen.getByLabelText("Operator's user name"), { target: { value: ' anna ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Show' }));
    const table = await screen.findByRole('table', { name: 'Audit trail' });
    expect(sent(view, 'supportAudit')).toEqual([{ username: 'anna', limit: 50 }]);
    const rows = () => within(table).getAllByRole('row').slice(1).map((row) => within(row).getAllByRole('cell').slice(1).map((cell) => cell.textContent));
    expect(rows()).toEqual([
      ['Read notes', 'anna', '57', 'req-9', '{"noteType":1}'],
      ['Logged out', 'anna', '', 'req-8', ''],
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Older lines' }));
    await waitFor(() => expect(rows()).toHaveLength(3));
    expect(rows()[2]?.[0]).toBe('Logged in');
    expect(sent(view, 'supportAudit')[1]).toEqual({ username: 'anna', limit: 50, before: 8 });
    expect(screen.queryByRole('button', { name: 'Older lines' })).toBeNull();
  });

  it('security #NM7 looks up the audit lines about one person by user id', async () => {
    const view = await open({ supportSystemTests: async () => ({ ok: true, value: [] }), supportAudit: async () => ({ ok: true, value: { Lines: [], NextBefore: null } }) });
    fireEvent.change(screen.getByLabelText('Show the lines of'), { target: { value: 'person' } });
    fireEvent.change(screen.getByLabelText("Person's user id"), { target: { value: 'x' } });
    fireEvent.click(screen.getByRole('button', { name: 'Show' }));
    expect(await screen.findByText('A user id is a whole number.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText("Person's user id"), { target: { value: '57' } });
    fireEvent.click(screen.getByRole('button', { name: 'Show' }));
    expect(await screen.findByText('No audit lines')).toBeTruthy();
    expect(sent(view, 'supportAudit')).toEqual([{ userId: 57, limit: 50 }]);
  });
});
