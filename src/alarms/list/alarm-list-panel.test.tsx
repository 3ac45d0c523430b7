import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeEngine } from '../../app/testing/fake-engine.ts';
import { AlarmListPanel } from './alarm-list-panel.tsx';
import { engineWritesAlarms, makeAlarm, renderAlarmView, seedAlarms, userDb } from '../testing/alarm-harness.tsx';
import { mine, other, recordingPlayer, rowNames, tab } from './testing/list-harness.ts';

describe('AlarmListPanel', () => {
  beforeEach(() => vi.useRealTimers());
  afterEach(() => vi.restoreAllMocks());

  it('ALIST-01 ALIST-02 ALIST-03..06 shows four tabs with counts and puts each alarm in its tab', async () => {
    await seedAlarms({
      alarms: [
        makeAlarm({ AlarmId: 1, AlarmText: 'Fall detected' }),
        makeAlarm({ AlarmId: 2, AlarmText: 'Smoke alarm', ...mine }),
        makeAlarm({ AlarmId: 3, AlarmText: 'Door open', ...other }),
        makeAlarm({ AlarmId: 4, AlarmText: 'Old alarm', Active: false }),
        makeAlarm({ AlarmId: 5, AlarmText: 'Button pressed' }),
      ],
    });
    await renderAlarmView(<AlarmListPanel tonePlayer={recordingPlayer()} />);
    expect(await screen.findByRole('tab', { name: /Active\s*2 alarms/ })).toBeTruthy();
    expect(tab(/My alarms\s*1 alarm/)).toBeTruthy();
    expect(tab(/Responded\s*1 alarm/)).toBeTruthy();
    expect(tab(/Deactivated\s*1 alarm/)).toBeTruthy();
    expect((await rowNames()).sort()).toEqual(['Button pressed', 'Fall detected']);
    await userEvent.click(tab(/My alarms/));
    expect(await rowNames()).toEqual(['Smoke alarm']);
    await userEvent.click(tab(/Responded/));
    expect(await rowNames()).toEqual(['Door open']);
    expect(screen.getByText('Handled by OO')).toBeTruthy();
    await userEvent.click(tab(/Deactivated/));
    expect(await rowNames()).toEqual(['Old alarm']);
  });

  it('ALIST-07 ALIST-08 with SINGLELIST only active and deactivated exist, and My and Responded alarms are active', async () => {
    await seedAlarms({
      settings: { SINGLELIST: 'True' },
      alarms: [makeAlarm({ AlarmText: 'Fall detected' }), makeAlarm({ AlarmText: 'Mine', ...mine }), makeAlarm({ AlarmText: 'Theirs', ...other })],
    });
    await renderAlarmView(<AlarmListPanel tonePlayer={recordingPlayer()} />);
    await screen.findByRole('tab', { name: /Active\s*3 alarms/ });
    expect(screen.getAllByRole('tab').map((t) => t.id)).toEqual(['alarm-list-tab-active', 'alarm-list-tab-deactivated']);
    expect((await rowNames()).sort()).toEqual(['Fall detected', 'Mine', 'Theirs']);
  });

  it('ALIST-09 sort headers appear only when ALARMLISTALLOWSORT is "True"', async () => {
    await seedAlarms({ settings: { ALARMLISTALLOWSORT: 'yes' }, alarms: [makeAlarm()] });
    const first = await renderAlarmView(<AlarmListPanel tonePlayer={recordingPlayer()} />);
    await screen.findByRole('tab', { name: /Active/ });
    expect(screen.queryByRole('group', { name: 'Sort alarms' })).toBeNull();
    first.unmount();
    await seedAlarms({ settings: { ALARMLISTALLOWSORT: 'True' }, alarms: [makeAlarm()] });
    await renderAlarmView(<AlarmListPanel tonePlayer={recordingPlayer()} />);
    const group = await screen.findByRole('group', { name: 'Sort alarms' });
    expect(within(group).getAllByRole('button').map((b) => b.textContent?.replace(/[▲▼ ]/g, ''))).toEqual(['Priority', 'Name', 'Time']);
  });

  it('ALIST-10 ALIST-11 ALARMLISTSORTBY and ALARMLISTDEFAULTSORTASCENDING False set the default order; a header click sorts', async () => {
    await seedAlarms({
      settings: { ALARMLISTSORTBY: 'priority', ALARMLISTDEFAULTSORTASCENDING: 'False', ALARMLISTALLOWSORT: 'True' },
      alarms: [
        makeAlarm({ AlarmText: 'Low', Priority: 1, Name: 'Anders' }),
        makeAlarm({ AlarmText: 'Acute', Priority: 3, Name: 'Cecilia' }),
        makeAlarm({ AlarmText: 'Urgent', Priority: 2, Name: 'Bertil' }),
      ],
    });
    await renderAlarmView(<AlarmListPanel tonePlayer={recordingPlayer()} />);
    await waitFor(async () => expect(await rowNames()).toEqual(['Acute', 'Urgent', 'Low']));
    await userEvent.click(screen.getByRole('button', { name: 'Name' }));
    expect(await rowNames()).toEqual(['Low', 'Urgent', 'Acute']);
    expect(screen.getByRole('button', { name: 'Name, sorted ascending' })).toBeTruthy();
  });

  it('ALIST-12 ALARMLISTLOOK anonymous hides the object name; objectcentric leads with it', async () => {
    const alarms = [makeAlarm({ AlarmText: 'Fall detected', Name: 'Greta Gustafsson' })];
    await seedAlarms({ settings: { ALARMLISTLOOK: 'anonymous' }, alarms });
    const view = await renderAlarmView(<AlarmListPanel tonePlayer={recordingPlayer()} />);
    await screen.findByText('Fall detected');
    expect(screen.queryByText(/Greta/)).toBeNull();
    view.unmount();
    await seedAlarms({ settings: { ALARMLISTLOOK: 'objectcentric' }, alarms });
    await renderAlarmView(<AlarmListPanel tonePlayer={recordingPlayer()} />);
    expect(await rowNames()).toEqual(['Greta Gustafsson']);
    expect(screen.getByText('Fall detected')).toBeTruthy();
  });

  it('ALIST-13 with TIMESTAMPS TODAY an alarm from today shows only its time', async () => {
    const today = new Date();
    today.setHours(9, 41, 0, 0);
    await seedAlarms({
      settings: { TIMESTAMPS: 'TODAY' },
      alarms: [makeAlarm({ AlarmText: 'Today', ServerAlarmTime: today.toISOString() }), makeAlarm({ AlarmText: 'Earlier', ServerAlarmTime: '2025-02-03T08:05:00' })],
    });
    await renderAlarmView(<AlarmListPanel tonePlayer={recordingPlayer()} />);
    expect(await screen.findByText('09:41')).toBeTruthy();
    expect(screen.getByText('2025-02-03 08:05')).toBeTruthy();
  });

  it('ALIST-14 HIDE_OTHER_RESPONDENTS_HANDLING_ALARM hides alarms of the listed groups handled by others', async () => {
    await seedAlarms({
      settings: { HIDE_OTHER_RESPONDENTS_HANDLING_ALARM: 'North, 7' },
      alarms: [
        makeAlarm({ AlarmText: 'Hidden north', RespondentGroup: 'north', ...other }),
        makeAlarm({ AlarmText: 'Hidden seven', RespondentGroup: 7, ...other }),
        makeAlarm({ AlarmText: 'Shown south', RespondentGroup: 'south', ...other }),
      ],
    });
    await renderAlarmView(<AlarmListPanel tonePlayer={recordingPlayer()} />);
    await userEvent.click(await screen.findByRole('tab', { name: /Responded\s*1 alarm/ }));
    expect(await rowNames()).toEqual(['Shown south']);
  });

  it('ALIST-31 a significant update on a My alarm shows a dot until the alarm is clicked, also after a reload', async () => {
    // As the real engine does, setPref stores the value where the list reads it.
    const engine = fakeEngine({
      setPref: async ({ key, value }) => (await userDb().prefs.put({ key, value }), { ok: true, value: undefined }),
    });
    const update = (SignificantUpdateAt: string) =>
      act(async () => {
        await engineWritesAlarms([makeAlarm({ AlarmId: 50, AlarmText: 'Mine', ...mine, SignificantUpdateAt })]);
      });
    await seedAlarms({ alarms: [makeAlarm({ AlarmId: 50, AlarmText: 'Mine', ...mine, SignificantUpdateAt: '0001-01-01T00:00:00' })] });
    const view = await renderAlarmView(<AlarmListPanel tonePlayer={recordingPlayer()} />, { engine });
    await userEvent.click(await screen.findByRole('tab', { name: /My alarms\s*1/ }));
    await screen.findByText('Mine');
    expect(screen.queryByText('New update')).toBeNull();
    await update('2026-03-01T10:00:00Z');
    expect(await screen.findByText('New update')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: /Mine/ }));
    await waitFor(() => expect(screen.queryByText('New update')).toBeNull());

    view.unmount();
    await renderAlarmView(<AlarmListPanel tonePlayer={recordingPlayer()} />, { engine });
    await userEvent.click(await screen.findByRole('tab', { name: /My alarms\s*1/ }));
    await screen.findByText('Mine');
    expect(screen.queryByText('New update')).toBeNull();
    await update('2026-03-01T10:05:00Z');
    expect(await screen.findByText('New update')).toBeTruthy();
  });

  it('ALIST-32 ALIST-33 hovering an unviewed unanswered alarm marks it viewed; marks older than 7 days no longer count', async () => {
    const eightDaysAgo = Date.now() - 8 * 24 * 3600 * 1000;
    await seedAlarms({
      alarms: [makeAlarm({ AlarmId: 60, AlarmText: 'Fresh' }), makeAlarm({ AlarmId: 61, AlarmText: 'Seen long ago' }), makeAlarm({ AlarmId: 62, AlarmText: 'Seen' })],
      viewed: { 61: eightDaysAgo, 62: Date.now() },
    });
    const view = await renderAlarmView(<AlarmListPanel tonePlayer={recordingPlayer()} />);
    const fresh = await screen.findByRole('button', { name: /Fresh/ });
    await waitFor(() => expect(screen.getAllByText('New')).toHaveLength(2));
    expect(within(screen.getByRole('button', { name: /^Seen Greta/ })).queryByText('New')).toBeNull();
    vi.useFakeTimers({ shouldAdvanceTime: true });
    fireEvent.mouseEnter(fresh);
    // Marked once the pointer rests on the row, not on a pass-over.
    act(() => vi.advanceTimersByTime(1_500));
    await waitFor(() => expect(view.engine.calls.filter((c) => c.command === 'markViewed')).toEqual([{ command: 'markViewed', args: { alarmId: 60 } }]));
  });

  it('ALIST-15 Ctrl+A takes the top alarm of the active tab', async () => {
    await seedAlarms({
      settings: { ALARMLISTSORTBY: 'time' },
      alarms: [makeAlarm({ AlarmId: 81, AlarmText: 'Older', ServerAlarmTime: '2026-03-01T08:00:00Z' }), makeAlarm({ AlarmId: 82, AlarmText: 'Newer', ServerAlarmTime: '2026-03-01T09:00:00Z' })],
    });
    const view = await renderAlarmView(<AlarmListPanel tonePlayer={recordingPlayer()} />);
    await screen.findByText('Older');
    await userEvent.keyboard('{Control>}a{/Control}');
    await waitFor(() => expect(view.location()).toBe('/dashboard/template/default/81'));
    expect(view.engine.calls.filter((c) => c.command === 'accept')).toEqual([{ command: 'accept', args: { params: { alarm_id: 81 }, body: { alarm_id: 81, force: false } } }]);
  });

  it('ALIST-16 ALIST-17 Ctrl+Down and Ctrl+Up move to the next and previous alarm of the tab', async () => {
    await seedAlarms({
      alarms: [
        makeAlarm({ AlarmId: 91, AlarmText: 'One', ServerAlarmTime: '2026-03-01T08:00:00Z' }),
        makeAlarm({ AlarmId: 92, AlarmText: 'Two', ServerAlarmTime: '2026-03-01T09:00:00Z' }),
        makeAlarm({ AlarmId: 93, AlarmText: 'Three', ServerAlarmTime: '2026-03-01T10:00:00Z' }),
      ],
    });
    const view = await renderAlarmView(<AlarmListPanel tonePlayer={recordingPlayer()} />, { path: '/dashboard/template/default/92' });
    await screen.findByText('Two');
    await userEvent.keyboard('{Control>}{ArrowDown}{/Control}');
    await waitFor(() => expect(view.location()).toBe('/dashboard/template/default/93'));
    await userEvent.keyboard('{Control>}{ArrowUp}{/Control}');
    await waitFor(() => expect(view.location()).toBe('/dashboard/template/default/92'));
    expect(view.engine.calls.some((c) => c.command === 'accept')).toBe(false);
  });

  it('keeps 10,000 alarms virtualised: only a screenful of rows is in the document, each with its place in the set', async () => {
    await seedAlarms({
      alarms: Array.from({ length: 10_000 }, (_, i) => makeAlarm({ AlarmId: i + 1, AlarmText: `Alarm no ${i + 1}`, ServerAlarmTime: new Date(Date.UTC(2026, 0, 1) + i * 1000).toISOString() })),
    });
    await renderAlarmView(<AlarmListPanel tonePlayer={recordingPlayer()} />);
    expect(await screen.findByRole('tab', { name: /Active\s*10000 alarms/ })).toBeTruthy();
    const items = within(await screen.findByRole('list')).getAllByRole('listitem');
    expect(items.length).toBeGreaterThan(5);
    expect(items.length).toBeLessThan(40);
    expect(items[0]?.getAttribute('aria-setsize')).toBe('10000');
    expect(items[0]?.getAttribute('aria-posinset')).toBe('1');
  });

  it('answer-time targets: an unanswered row warns from 45 s and marks a breach after 60 s, in words besides the colour; a taken one never', async () => {
    const ago = (seconds: number) => new Date(Date.now() - seconds * 1000).toISOString();
    await seedAlarms({
      settings: { SINGLELIST: 'True' },
      alarms: [
        makeAlarm({ AlarmText: 'Fresh', ServerAlarmTime: ago(10) }),
        makeAlarm({ AlarmText: 'Nearly late', ServerAlarmTime: ago(50) }),
        makeAlarm({ AlarmText: 'Late', ServerAlarmTime: ago(75) }),
        makeAlarm({ AlarmText: 'Taken late', ServerAlarmTime: ago(300), ...mine }),
      ],
    });
    await renderAlarmView(<AlarmListPanel tonePlayer={recordingPlayer()} />);
    const late = await screen.findByRole('button', { name: /^Late.*Past the 60 s target/ });
    expect(late.className).toContain('alarm-row--wait-breach');
    expect(screen.getByRole('button', { name: /^Nearly late.*Near the 60 s target/ }).className).toContain('alarm-row--wait-warning');
    expect(screen.getByRole('button', { name: /^Fresh/ }).textContent).not.toMatch(/target/);
    expect(screen.getByRole('button', { name: /^Taken late/ }).textContent).not.toMatch(/target/);
  });
  it('flood mode: during a flood the list shows the banner, acute alarms on top, and groups with counts that open to their alarms', async () => {
    await seedAlarms({
      alarms: [
        makeAlarm({ AlarmId: 1, AlarmText: 'Fall detected' }),
        makeAlarm({ AlarmId: 2, AlarmText: 'Fall detected' }),
        makeAlarm({ AlarmId: 3, AlarmText: 'Heart alarm', Priority: 3 }),
        makeAlarm({ AlarmId: 4, AlarmText: 'Fall detected' }),
      ],
    });
    await userDb().meta.put({ key: 'flood', value: { on: true, ratePerMinute: 30, waiting: 4 } });
    await renderAlarmView(<AlarmListPanel tonePlayer={recordingPlayer()} />);
    expect(await screen.findByText('Flood mode: 30 new alarms in the last minute, 4 waiting')).toBeTruthy();
    const group = await screen.findByRole('button', { name: /Fall detected · .*: 3 alarms/ });
    expect(group.getAttribute('aria-expanded')).toBe('false');
    const acute = screen.getByRole('list', { name: 'Acute alarms' });
    expect(within(acute).getAllByRole('button').map((b) => b.querySelector('.alarm-row__title')?.textContent)).toEqual(['Heart alarm']);
    await userEvent.click(group);
    expect(group.getAttribute('aria-expanded')).toBe('true');
    const members = await screen.findByRole('list', { name: /Fall detected · .*: 3 alarms/ });
    expect(within(members).getAllByRole('button')).toHaveLength(3);
  });
  it('flood mode: a supervisor with FloodBulkClear clears an open group\'s technical and test alarms with one reason and action', async () => {
    const sent: unknown[] = [];
    const engine = fakeEngine({
      floodBulkClear: async (request) => (sent.push(request), { ok: true, value: { Cleared: [1, 2], Skipped: [] } }),
    });
    await seedAlarms({
      actions: ['AlarmOperator', 'FloodBulkClear'],
      alarms: [
        makeAlarm({ AlarmId: 1, AlarmText: 'Low battery', Flags: ['technical'] }),
        makeAlarm({ AlarmId: 2, AlarmText: 'Low battery', IsTest: true }),
        makeAlarm({ AlarmId: 3, AlarmText: 'Low battery' }),
      ],
    });
    await userDb().meta.put({ key: 'flood', value: { on: true, ratePerMinute: 30, waiting: 3 } });
    await renderAlarmView(<AlarmListPanel tonePlayer={recordingPlayer()} />, { engine });
    await userEvent.click(await screen.findByRole('button', { name: /Low battery · .*: 3 alarms/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Clear 2 technical and test alarms' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Reason' }), 'Technical fault');
    await userEvent.type(screen.getByRole('textbox', { name: 'Action' }), 'Checked remotely');
    await userEvent.click(screen.getByRole('button', { name: 'Clear 2 alarms' }));
    expect(await screen.findByText('2 alarms cleared in bulk')).toBeTruthy();
    expect(sent).toEqual([{ body: { AlarmIds: [1, 2], Reason: 'Technical fault', Action: 'Checked remotely' } }]);
  });

  it('flood mode: an operator without FloodBulkClear sees no bulk clear', async () => {
    await seedAlarms({ actions: ['AlarmOperator'], alarms: [makeAlarm({ AlarmText: 'Low battery', Flags: ['technical'] }), makeAlarm({ AlarmText: 'Low battery', Flags: ['technical'] })] });
    await userDb().meta.put({ key: 'flood', value: { on: true, ratePerMinute: 30, waiting: 2 } });
    await renderAlarmView(<AlarmListPanel tonePlayer={recordingPlayer()} />);
    await userEvent.click(await screen.findByRole('button', { name: /Low battery · .*: 2 alarms/ }));
    expect(screen.queryByRole('button', { name: /^Clear \d+ technical/ })).toBeNull();
  });
});
