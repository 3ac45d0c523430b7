import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeEngine } from '../app/testing/fake-engine.ts';
import { ACCEPT_ALARM_EVENT, type AcceptAlarmDetail } from './alarm-events.ts';
import { AlarmListPanel } from './alarm-list-panel.tsx';
import type { TonePlayer, ToneKind } from './sound/tone-player.ts';
import { engineWritesAlarms, MY_RESPONDENT, makeAlarm, renderAlarmView, seedAlarms, userDb } from './testing/alarm-harness.tsx';

function recordingPlayer(): TonePlayer & { played: { kind: ToneKind; volume: number }[] } {
  const played: { kind: ToneKind; volume: number }[] = [];
  return { played, play: (kind, volume) => played.push({ kind, volume }) };
}

const other = { RespondentId: 77, RespondentName: 'Olle Olsson', RespondentInitials: 'OO' };
const mine = { RespondentId: MY_RESPONDENT, RespondentName: 'Anna Andersson', RespondentInitials: 'AA' };

function tab(name: RegExp) {
  return screen.getByRole('tab', { name });
}

async function rowNames(): Promise<string[]> {
  const list = await screen.findByRole('list');
  return within(list)
    .getAllByRole('button')
    .map((button) => button.querySelector('.alarm-row__title')?.textContent ?? '');
}

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
    await seedAlarms({ alarms: [makeAlarm()] });
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

  it('ALIST-18 ALIST-20 clicking an unanswered alarm posts an accept and then opens it', async () => {
    await seedAlarms({ alarms: [makeAlarm({ AlarmId: 42, AlarmText: 'Fall detected', Template: 'curena' })] });
    const view = await renderAlarmView(<AlarmListPanel tonePlayer={recordingPlayer()} />);
    await userEvent.click(await screen.findByRole('button', { name: /Fall detected/ }));
    await waitFor(() => expect(view.location()).toBe('/dashboard/template/curena/42'));
    expect(view.engine.calls.filter((c) => c.command === 'accept')).toEqual([{ command: 'accept', args: { params: { alarm_id: 42 }, body: { alarm_id: 42, force: false } } }]);
  });

  it('ALIST-19 an accept answered 404 or 406 shows "Unable to take this alarm." and stays on the list', async () => {
    await seedAlarms({ alarms: [makeAlarm({ AlarmText: 'Fall detected' })] });
    const engine = fakeEngine({ accept: async () => ({ ok: false, code: 'AlarmNotFound', messageKey: 'ALARM_CANT_TAKE', status: 406 }) });
    const view = await renderAlarmView(<AlarmListPanel tonePlayer={recordingPlayer()} />, { engine });
    await userEvent.click(await screen.findByRole('button', { name: /Fall detected/ }));
    expect((await screen.findByRole('alert')).textContent).toBe('Unable to take this alarm.');
    expect(view.location()).toBe('/dashboard');
  });

  it('ALIST-19 the Swedish console shows "Kan inte ta detta larm"', async () => {
    await seedAlarms({ alarms: [makeAlarm({ AlarmText: 'Fall' })] });
    const engine = fakeEngine({ accept: async () => ({ ok: false, code: 'NOT_FOUND', messageKey: 'ALARM_CANT_TAKE', status: 404 }) });
    await renderAlarmView(<AlarmListPanel tonePlayer={recordingPlayer()} />, { engine, language: 'sv-SE' });
    await userEvent.click(await screen.findByRole('button', { name: /Fall/ }));
    expect((await screen.findByRole('alert')).textContent).toBe('Kan inte ta detta larm');
  });

  it('ALIST-21 ALIST-22 a second accept within LIMIT_ACCEPT is blocked with the acceptance-limit notice for 5 s', async () => {
    await seedAlarms({
      settings: { LIMIT_ACCEPT: '60000' },
      alarms: [makeAlarm({ AlarmId: 1, AlarmText: 'First' }), makeAlarm({ AlarmId: 2, AlarmText: 'Second' })],
    });
    const view = await renderAlarmView(<AlarmListPanel tonePlayer={recordingPlayer()} />);
    await userEvent.click(await screen.findByRole('button', { name: /First/ }));
    await waitFor(() => expect(view.location()).toBe('/dashboard/template/default/1'));
    vi.useFakeTimers({ shouldAdvanceTime: true });
    fireEvent.click(screen.getByRole('button', { name: /Second/ }));
    expect((await screen.findByRole('alert')).textContent).toBe('New alarm blocked by acceptance limit.');
    expect(view.engine.calls.filter((c) => c.command === 'accept')).toHaveLength(1);
    act(() => vi.advanceTimersByTime(4_900));
    expect(screen.queryByRole('alert')).not.toBeNull();
    act(() => vi.advanceTimersByTime(200));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('ALIST-23 clicking an alarm the operator owns only opens it', async () => {
    await seedAlarms({ alarms: [makeAlarm({ AlarmId: 9, AlarmText: 'Mine', ...mine })] });
    const view = await renderAlarmView(<AlarmListPanel tonePlayer={recordingPlayer()} />);
    await userEvent.click(await screen.findByRole('tab', { name: /My alarms/ }));
    await userEvent.click(await screen.findByRole('button', { name: /Mine/ }));
    await waitFor(() => expect(view.location()).toBe('/dashboard/template/default/9'));
    expect(view.engine.calls.some((c) => c.command === 'accept')).toBe(false);
  });

  it('ROLE-05 in read-only mode clicking an unanswered alarm only opens it', async () => {
    await seedAlarms({ session: { readOnly: true }, alarms: [makeAlarm({ AlarmId: 8, AlarmText: 'Fall' })] });
    const view = await renderAlarmView(<AlarmListPanel tonePlayer={recordingPlayer()} />);
    await userEvent.click(await screen.findByRole('button', { name: /Fall/ }));
    await waitFor(() => expect(view.location()).toBe('/dashboard/template/default/8'));
    expect(view.engine.calls.some((c) => c.command === 'accept')).toBe(false);
  });

  it('ALIST-29 ALIST-26 ALIST-27 the first load is silent; a new level-1 alarm plays its sound and pulses the active tab for 3 s', async () => {
    await seedAlarms({ alarms: [makeAlarm({ AlarmText: 'Existing', Level: 1 })] });
    const player = recordingPlayer();
    await renderAlarmView(<AlarmListPanel tonePlayer={player} />);
    await screen.findByText('Existing');
    expect(player.played).toEqual([]);
    expect(tab(/Active/).closest('.alarm-tabs--pulse')).toBeNull();
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await act(async () => {
      await engineWritesAlarms([makeAlarm({ AlarmText: 'New fall', Level: 1 })]);
    });
    await screen.findByText('New fall');
    expect(player.played).toEqual([{ kind: 'level1', volume: 1 }]);
    // The pulse starts one render after the row shows.
    await waitFor(() => expect(tab(/Active/).closest('.alarm-tabs--pulse')).not.toBeNull());
    act(() => vi.advanceTimersByTime(3_000));
    await waitFor(() => expect(tab(/Active/).closest('.alarm-tabs--pulse')).toBeNull());
  });

  it('ALIST-27 no sound for a level whose audio is off; the level volume is used', async () => {
    await seedAlarms({ prefs: { alarmSoundLevel1: false, alarmVolumeLevel2: 0.4 } });
    const player = recordingPlayer();
    await renderAlarmView(<AlarmListPanel tonePlayer={player} />);
    await screen.findByText('No alarms in this tab');
    await act(async () => {
      await engineWritesAlarms([makeAlarm({ AlarmText: 'L1', Level: 1 }), makeAlarm({ AlarmText: 'L2', Level: 2 })]);
    });
    await screen.findByText('L2');
    expect(player.played).toEqual([{ kind: 'level2', volume: 0.4 }]);
  });

  it('ALIST-28 an alarm with UseSound plays the custom sound while custom sound is on', async () => {
    await seedAlarms();
    const player = recordingPlayer();
    await renderAlarmView(<AlarmListPanel tonePlayer={player} />);
    await screen.findByText('No alarms in this tab');
    await act(async () => {
      await engineWritesAlarms([makeAlarm({ AlarmText: 'Custom', Level: 2, UseSound: true })]);
    });
    await screen.findByText('Custom');
    expect(player.played.map((p) => p.kind)).toEqual(['custom']);
  });

  it('ALIST-30 with MUTE_ALARMSOUNDS_ON_CALL no alarm sound plays during an active call', async () => {
    await seedAlarms({ settings: { MUTE_ALARMSOUNDS_ON_CALL: 'true' }, calls: [{ CallSid: 'CA1', OnHold: false } as never] });
    const player = recordingPlayer();
    await renderAlarmView(<AlarmListPanel tonePlayer={player} />);
    await screen.findByText('No alarms in this tab');
    await act(async () => {
      await engineWritesAlarms([makeAlarm({ AlarmText: 'During call', Level: 1 })]);
    });
    await screen.findByText('During call');
    expect(player.played).toEqual([]);
  });

  it('ALIST-24 ALIST-25 an alarm entering My fires the accept-alarm event; a new alarm with DoDeliveryConfirmation sends a delivery report', async () => {
    await seedAlarms({ alarms: [makeAlarm({ AlarmId: 30, AlarmText: 'Existing' })] });
    const events: AcceptAlarmDetail[] = [];
    const listener = (event: Event) => events.push((event as CustomEvent<AcceptAlarmDetail>).detail);
    window.addEventListener(ACCEPT_ALARM_EVENT, listener);
    const view = await renderAlarmView(<AlarmListPanel tonePlayer={recordingPlayer()} />);
    await screen.findByText('Existing');
    await act(async () => {
      await engineWritesAlarms([makeAlarm({ AlarmId: 30, AlarmText: 'Existing', ...mine }), makeAlarm({ AlarmId: 31, AlarmText: 'Confirm me', DoDeliveryConfirmation: true })]);
    });
    await screen.findByText('Confirm me');
    window.removeEventListener(ACCEPT_ALARM_EVENT, listener);
    expect(events.map((e) => e.alarmId)).toEqual([30]);
    expect(view.engine.calls.filter((c) => c.command === 'deliveryReport')).toEqual([{ command: 'deliveryReport', args: { params: { alarm_id: 31 }, body: { AlarmId: 31 } } }]);
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
    // Marked once the pointer rests on the row, not on a pass-over (issue 10 polish).
    act(() => vi.advanceTimersByTime(1_500));
    await waitFor(() => expect(view.engine.calls.filter((c) => c.command === 'markViewed')).toEqual([{ command: 'markViewed', args: { alarmId: 60 } }]));
  });

  it('PLAN-27 ux #5: a reminder set for later is marked only when reminders are marked; once due it always shows', async () => {
    const later = new Date(Date.now() + 3_600_000).toISOString();
    await seedAlarms({
      alarms: [
        makeAlarm({ AlarmText: 'Due', NotifyAfter: '2026-01-01T10:00:00Z' }),
        makeAlarm({ AlarmText: 'Later', NotifyAfter: later }),
        makeAlarm({ AlarmText: 'Plain' }),
      ],
    });
    await renderAlarmView(<AlarmListPanel tonePlayer={recordingPlayer()} />);
    const due = await screen.findByRole('button', { name: /Due/ });
    const upcoming = screen.getByRole('button', { name: /Later/ });
    await waitFor(() => expect(due.className).toContain('alarm-row--reminder'));
    expect(within(due).getByText('Reminder due')).toBeTruthy();
    expect(upcoming.className).not.toContain('alarm-row--reminder');
    expect(within(upcoming).queryByText(/Reminder/)).toBeNull();
    expect(screen.getByRole('button', { name: /Plain/ }).className).not.toContain('alarm-row--reminder');

    await act(async () => {
      await userDb().prefs.put({ key: 'notifyReminder', value: true });
    });
    await waitFor(() => expect(within(upcoming).getByText(/^Reminder \d{2}:\d{2}$|^Reminder \d{4}-/)).toBeTruthy());
    expect(upcoming.className).not.toContain('alarm-row--reminder');
  });

  it('ux #5: a reminder turns due at its time, without waiting for the list\'s clock', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await seedAlarms({ alarms: [makeAlarm({ AlarmText: 'Soon', NotifyAfter: new Date(Date.now() + 2_000).toISOString() })] });
    await renderAlarmView(<AlarmListPanel tonePlayer={recordingPlayer()} />);
    const row = await screen.findByRole('button', { name: /Soon/ });
    expect(row.className).not.toContain('alarm-row--reminder');
    act(() => vi.advanceTimersByTime(2_500));
    await waitFor(() => expect(row.className).toContain('alarm-row--reminder'));
  });

  it('PLAN-28 PLAN-29 ux #5: with the default preferences a reminder push plays the reminder sound, repeated every reminder interval until the alarm is opened', async () => {
    await seedAlarms({ prefs: { reminderInterval: 5 }, alarms: [makeAlarm({ AlarmId: 70, AlarmText: 'Remind', ...mine })] });
    const player = recordingPlayer();
    const view = await renderAlarmView(<AlarmListPanel tonePlayer={player} />);
    await userEvent.click(await screen.findByRole('tab', { name: /My alarms/ }));
    await screen.findByText('Remind');
    vi.useFakeTimers({ shouldAdvanceTime: true });
    act(() => view.engine.emit({ type: 'reminder', alarmId: 70, globalAlarmId: 'g', message: null }));
    expect(player.played.map((p) => p.kind)).toEqual(['reminder']);
    act(() => vi.advanceTimersByTime(5_000));
    expect(player.played.map((p) => p.kind)).toEqual(['reminder', 'reminder']);
    fireEvent.click(screen.getByRole('button', { name: /Remind/ }));
    await waitFor(() => expect(view.location()).toBe('/dashboard/template/default/70'));
    act(() => vi.advanceTimersByTime(10_000));
    expect(player.played).toHaveLength(2);
  });

  it('PLAN-32 ux #5: the reminder sound preference decides only the sound', async () => {
    await seedAlarms({ prefs: { reminderSound: false }, alarms: [makeAlarm({ AlarmId: 71, AlarmText: 'Remind', ...mine, NotifyAfter: '2026-01-01T10:00:00Z' })] });
    const player = recordingPlayer();
    const view = await renderAlarmView(<AlarmListPanel tonePlayer={player} />);
    await userEvent.click(await screen.findByRole('tab', { name: /My alarms/ }));
    // Rows render only once the preferences are read, so the push below meets them.
    const row = await screen.findByRole('button', { name: /Remind/ });
    act(() => view.engine.emit({ type: 'reminder', alarmId: 71, globalAlarmId: 'g', message: null }));
    expect(player.played).toEqual([]);
    expect(row.className).toContain('alarm-row--reminder');
  });

  it('PLAN-29 ux #5: a reminder interval of "never" plays the reminder sound once', async () => {
    await seedAlarms({ prefs: { reminderInterval: 0 }, alarms: [makeAlarm({ AlarmId: 72, AlarmText: 'Remind', ...mine })] });
    const player = recordingPlayer();
    const view = await renderAlarmView(<AlarmListPanel tonePlayer={player} />);
    await userEvent.click(await screen.findByRole('tab', { name: /My alarms/ }));
    await screen.findByRole('button', { name: /Remind/ });
    vi.useFakeTimers({ shouldAdvanceTime: true });
    act(() => view.engine.emit({ type: 'reminder', alarmId: 72, globalAlarmId: 'g', message: null }));
    act(() => vi.advanceTimersByTime(120_000));
    expect(player.played.map((p) => p.kind)).toEqual(['reminder']);
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
});
