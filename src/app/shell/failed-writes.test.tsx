import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { AlarmDetailPage } from '../../alarms/detail/alarm-detail-page.tsx';
import { MY_RESPONDENT, makeAlarm, makeDetails, renderAlarmView, seedAlarms, userDb } from '../../alarms/testing/alarm-harness.tsx';
import { ROUTES } from '../../contract/console-routes.ts';
import type { OutboxRow } from '../../db/rows.ts';
import { fakeEngine, type FakeEngine } from '../testing/fake-engine.ts';
import { renderConsole } from '../testing/render-console.tsx';
import { clearConsole, seedConsole } from '../testing/seed-console.ts';

const NOT_OWNER = 'You are not the owner of this alarm. Take it over to change it.';
/** Markup typed by the operator must come back as the very characters typed, never as HTML. */
const TYPED = '<b>Fell in the kitchen</b>';

function outboxRow(patch: Partial<OutboxRow> & Pick<OutboxRow, 'key' | 'endpoint'>): OutboxRow {
  return {
    params: { alarm_id: 300 },
    alarmId: 300,
    state: 'failed',
    createdAt: Date.now(),
    attempts: 1,
    error: { ok: false, code: 'NOT_OWNER_ALARM', status: 403 },
    ...patch,
  };
}

const refusedReason = outboxRow({ key: 'k-reason', endpoint: 'reason', body: { message: TYPED } });

/** An engine whose discardWrite drops the row as the real one does, so the list shows the outcome. */
function discardingEngine(): FakeEngine {
  return fakeEngine({
    discardWrite: async ({ key }) => {
      await userDb().outbox.delete(key);
      return { ok: true, value: undefined };
    },
  });
}

async function openAlarmWith(rows: OutboxRow[], engine?: FakeEngine) {
  const alarm = makeAlarm({ AlarmId: 300, AlarmText: 'Fall detected', RespondentId: MY_RESPONDENT });
  await seedAlarms({ alarms: [alarm], details: [makeDetails(alarm)] });
  await userDb().outbox.bulkPut(rows);
  const view = await renderAlarmView(<AlarmDetailPage />, { route: ROUTES.alarm, path: '/dashboard/template/default/300', engine });
  await screen.findByRole('heading', { name: 'Fall detected' });
  return view;
}

afterEach(clearConsole);

describe('FailedWrites in the alarm detail', () => {
  it("lists this alarm's refused writes with the operator's text as text and the server's message", async () => {
    await openAlarmWith([
      refusedReason,
      outboxRow({ key: 'k-waiting', endpoint: 'action', body: { message: 'Home care sent' }, state: 'pending', error: null }),
      outboxRow({ key: 'k-other', endpoint: 'action', body: { message: 'Other alarm text' }, alarmId: 301, params: { alarm_id: 301 } }),
    ]);
    const panel = await screen.findByRole('region', { name: 'Not sent' });
    const items = within(panel).getAllByRole('listitem');
    expect(items).toHaveLength(1);
    expect(within(items[0]!).getByText('Reason')).toBeTruthy();
    expect(within(items[0]!).getByText(TYPED)).toBeTruthy();
    expect(panel.querySelector('b')).toBeNull();
    expect(within(items[0]!).getByText(NOT_OWNER)).toBeTruthy();
    // The queued write is still "waiting", not "not sent"; another alarm's refusal belongs elsewhere.
    expect(screen.getByText(/Waiting to send 1 change/)).toBeTruthy();
    expect(within(panel).queryByText('Other alarm text')).toBeNull();
  });

  it('a refused incident report save and comment are named as such, with the text the operator typed', async () => {
    await openAlarmWith([
      // Listed oldest first: the comment was queued before the report.
      outboxRow({ key: 'k-report', endpoint: 'incidentReportUpdate', params: { alarm_id: 300, reportId: 7 }, body: { text: 'Found on the floor, helped up' }, createdAt: 2_000 }),
      outboxRow({ key: 'k-comment', endpoint: 'responseCenterComment', params: { user_id: 3 }, body: { comment: 'Key with the neighbour' }, createdAt: 1_000 }),
    ]);
    const panel = await screen.findByRole('region', { name: 'Not sent' });
    const [comment, report] = within(panel).getAllByRole('listitem');
    expect(within(report!).getByText('Incident report')).toBeTruthy();
    expect(within(report!).getByText('Found on the floor, helped up')).toBeTruthy();
    expect(within(comment!).getByText('Response-centre comment')).toBeTruthy();
    expect(within(comment!).getByText('Key with the neighbour')).toBeTruthy();
  });

  it('Try again asks the engine to resend that write and says when it was sent', async () => {
    const user = userEvent.setup();
    const view = await openAlarmWith([refusedReason]);
    const panel = await screen.findByRole('region', { name: 'Not sent' });
    await user.click(within(panel).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(view.engine.calls.filter((c) => c.command === 'retryWrite').map((c) => c.args)).toEqual([{ key: 'k-reason' }]));
    expect(await screen.findByText('Sent.')).toBeTruthy();
  });

  it('Discard asks first, offers to copy the text, and only then drops the write', async () => {
    const user = userEvent.setup();
    const view = await openAlarmWith([refusedReason], discardingEngine());
    const panel = await screen.findByRole('region', { name: 'Not sent' });
    const discarded = () => view.engine.calls.filter((c) => c.command === 'discardWrite').map((c) => c.args);

    await user.click(within(panel).getByRole('button', { name: 'Discard' }));
    const question = within(panel).getByRole('group', { name: 'Discard this change? Its text will be lost.' });
    expect(document.activeElement).toBe(within(question).getByRole('button', { name: 'Keep' }));
    await user.click(within(question).getByRole('button', { name: 'Copy text' }));
    expect(await navigator.clipboard.readText()).toBe(TYPED);
    expect(await screen.findByText('Text copied.')).toBeTruthy();

    await user.click(within(question).getByRole('button', { name: 'Keep' }));
    expect(within(panel).queryByRole('group')).toBeNull();
    expect(document.activeElement).toBe(within(panel).getByRole('button', { name: 'Discard' }));
    expect(discarded()).toEqual([]);

    await user.click(within(panel).getByRole('button', { name: 'Discard' }));
    await user.click(within(panel).getByRole('button', { name: 'Yes, discard' }));
    await waitFor(() => expect(discarded()).toEqual([{ key: 'k-reason' }]));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Not sent' })).toBeNull());
  });
});

describe('FailedWrites in the status popup', () => {
  it('lists refused writes of other alarms and of no alarm, not those of the open one', async () => {
    const user = userEvent.setup();
    await seedConsole({ alarms: [makeAlarm({ AlarmId: 300, AlarmText: 'Fall detected', RespondentId: MY_RESPONDENT })] });
    await userDb().outbox.bulkPut([
      refusedReason,
      outboxRow({ key: 'k-note', endpoint: 'addUserNote', params: { user_id: 5 }, alarmId: null, body: { NoteType: 1, Note: 'Keys at the neighbour' }, error: { ok: false, code: 'VALIDATION_FAILED', messageKey: 'NOTE_TOO_LONG', status: 400 } }),
      outboxRow({ key: 'k-reminder', endpoint: 'reminder', alarmId: 301, params: { alarm_id: 301 }, body: { RemindIn: 600, Message: 'Call back' } }),
    ]);
    await renderConsole('/dashboard/template/default/300');
    await screen.findByRole('heading', { name: 'Fall detected' });
    await user.click(await screen.findByRole('button', { name: /Connection status/ }));
    const popup = screen.getByRole('dialog', { name: 'Connection status' });
    const panel = await within(popup).findByRole('region', { name: 'Not sent' });
    const items = within(panel).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringContaining('Keys at the neighbour'),
      expect.stringContaining('Call back'),
    ]);
    expect(within(items[0]!).getByText('Note')).toBeTruthy();
    expect(items[1]!.textContent).toContain('Reminder · Alarm 301');
    expect(within(items[1]!).getByText(NOT_OWNER)).toBeTruthy();
    expect(within(panel).queryByText(TYPED)).toBeNull();
    // The open alarm's refusal is shown on the alarm itself.
    expect(within(screen.getByRole('article')).getByText(TYPED)).toBeTruthy();
  });
});
