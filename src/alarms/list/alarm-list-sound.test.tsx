import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { AlarmListPanel } from './alarm-list-panel.tsx';
import { ALARM_SOUND_EVENT } from '../sound/alarm-sound-event.ts';
import { engineWritesAlarms, makeAlarm, renderAlarmView, seedAlarms, userDb } from '../testing/alarm-harness.tsx';
import { mine, recordingPlayer, tab } from './testing/list-harness.ts';

/** The alarm ids of every `arc:alarm-sound` event the page dispatches from now on. */
function soundAnnouncements(): number[][] {
  const announced: number[][] = [];
  const listener = (event: Event) => announced.push((event as CustomEvent<{ alarmIds: number[] }>).detail.alarmIds);
  window.addEventListener(ALARM_SOUND_EVENT, listener);
  onTestFinished(() => window.removeEventListener(ALARM_SOUND_EVENT, listener));
  return announced;
}

describe('AlarmListPanel', () => {
  beforeEach(() => vi.useRealTimers());
  afterEach(() => vi.restoreAllMocks());

  it('ALIST-29 ALIST-26 ALIST-27 the first load is silent; a new level-1 alarm plays its sound and pulses the active tab for 3 s', async () => {
    await seedAlarms({ alarms: [makeAlarm({ AlarmText: 'Existing', Level: 1 })] });
    const player = recordingPlayer();
    await renderAlarmView(<AlarmListPanel tonePlayer={player} />);
    await screen.findByText('Existing');
    expect(player.played).toEqual([]);
    expect(tab(/Active/).closest('.alarm-tabs--pulse')).toBeNull();
    const announced = soundAnnouncements();
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const fall = makeAlarm({ AlarmText: 'New fall', Level: 1 });
    await act(async () => {
      await engineWritesAlarms([fall]);
    });
    await screen.findByText('New fall');
    expect(player.played).toEqual([{ kind: 'level1', volume: 1 }]);
    // The page names the alarms the sound was for (what the chaos run counts per browser).
    expect(announced).toEqual([[fall.AlarmId]]);
    // The pulse starts one render after the row shows.
    await waitFor(() => expect(tab(/Active/).closest('.alarm-tabs--pulse')).not.toBeNull());
    act(() => vi.advanceTimersByTime(3_000));
    await waitFor(() => expect(tab(/Active/).closest('.alarm-tabs--pulse')).toBeNull());
  });

  it('ALIST-27 the sound owner starts the tone as the alarm is stored, before its row is drawn, and only once', async () => {
    await seedAlarms({ alarms: [makeAlarm({ AlarmText: 'Existing', Level: 1 })] });
    const drawnWhenPlayed: boolean[] = [];
    const player = recordingPlayer();
    const recording = { play: (...args: Parameters<typeof player.play>) => (drawnWhenPlayed.push(document.body.textContent?.includes('Arriving fall') ?? false), player.play(...args)) };
    await renderAlarmView(<AlarmListPanel tonePlayer={recording} />);
    await screen.findByText('Existing');
    await act(async () => {
      await engineWritesAlarms([makeAlarm({ AlarmText: 'Arriving fall', Level: 1 })]);
    });
    await screen.findByText('Arriving fall');
    expect(player.played).toEqual([{ kind: 'level1', volume: 1 }]);
    expect(drawnWhenPlayed).toEqual([false]);
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

  it('ALIST-28 CONST-08 an alarm with UseSound n plays audio alarm sound n while custom sound is on', async () => {
    await seedAlarms();
    const player = recordingPlayer();
    await renderAlarmView(<AlarmListPanel tonePlayer={player} />);
    await screen.findByText('No alarms in this tab');
    await act(async () => {
      await engineWritesAlarms([makeAlarm({ AlarmText: 'Custom', Level: 2, UseSound: 4 })]);
    });
    await screen.findByText('Custom');
    expect(player.played.map((p) => p.kind)).toEqual(['audio-4']);
  });

  it('ALIST-30 with MUTE_ALARMSOUNDS_ON_CALL no alarm sound plays during an active call', async () => {
    await seedAlarms({ settings: { MUTE_ALARMSOUNDS_ON_CALL: 'true' }, calls: [{ CallSid: 'CA1', OnHold: false } as never] });
    const player = recordingPlayer();
    await renderAlarmView(<AlarmListPanel tonePlayer={player} />);
    await screen.findByText('No alarms in this tab');
    const announced = soundAnnouncements();
    await act(async () => {
      await engineWritesAlarms([makeAlarm({ AlarmText: 'During call', Level: 1 })]);
    });
    await screen.findByText('During call');
    expect(player.played).toEqual([]);
    expect(announced).toEqual([]);
  });

  it('qa-handling P2-11 during a muted call an acute alarm still sounds as the short call tone, and one that arrived during the call sounds when it ends', async () => {
    await seedAlarms({ settings: { MUTE_ALARMSOUNDS_ON_CALL: 'true' }, calls: [{ CallSid: 'CA1', OnHold: false } as never] });
    const player = recordingPlayer();
    await renderAlarmView(<AlarmListPanel tonePlayer={player} />);
    await screen.findByText('No alarms in this tab');
    await act(async () => {
      await engineWritesAlarms([makeAlarm({ AlarmText: 'Smoke detector', Level: 2, Priority: 3 })]);
    });
    await screen.findByText('Smoke detector');
    expect(player.played).toEqual([{ kind: 'call-short', volume: 1 }]);
    await act(async () => {
      await engineWritesAlarms([makeAlarm({ AlarmText: 'Bed sensor', Level: 1, Priority: 1 })]);
    });
    await screen.findByText('Bed sensor');
    expect(player.played).toHaveLength(1);
    await act(async () => {
      await userDb().calls.delete('CA1');
    });
    await waitFor(() => expect(player.played).toEqual([{ kind: 'call-short', volume: 1 }, { kind: 'level1', volume: 1 }]));
  });

  it('PLAN-27 a reminder set for later is marked only when reminders are marked; once due it always shows', async () => {
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

  it('a reminder turns due at its time, without waiting for the list\'s clock', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await seedAlarms({ alarms: [makeAlarm({ AlarmText: 'Soon', NotifyAfter: new Date(Date.now() + 2_000).toISOString() })] });
    await renderAlarmView(<AlarmListPanel tonePlayer={recordingPlayer()} />);
    const row = await screen.findByRole('button', { name: /Soon/ });
    expect(row.className).not.toContain('alarm-row--reminder');
    act(() => vi.advanceTimersByTime(2_500));
    await waitFor(() => expect(row.className).toContain('alarm-row--reminder'));
  });

  it('PLAN-28 PLAN-29 with the default preferences a reminder push plays the reminder sound, repeated every reminder interval until the alarm is opened', async () => {
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

  it('PLAN-32 the reminder sound preference decides only the sound', async () => {
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

  it('PLAN-29 a reminder interval of "never" plays the reminder sound once', async () => {
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
  it('flood mode: during a flood new alarms sound as one burst every few seconds, an acute alarm at once', async () => {
    await seedAlarms({ alarms: [makeAlarm({ AlarmText: 'Existing', Level: 1 })] });
    await userDb().meta.put({ key: 'flood', value: { on: true, ratePerMinute: 40, waiting: 1 } });
    const player = recordingPlayer();
    await renderAlarmView(<AlarmListPanel tonePlayer={player} />);
    await screen.findByText('Existing');
    const announced = soundAnnouncements();
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const first = makeAlarm({ AlarmText: 'First of the flood', Level: 1 });
    await act(async () => {
      await engineWritesAlarms([first]);
    });
    await screen.findByText('First of the flood');
    const held = makeAlarm({ AlarmText: 'Held for the burst', Level: 1 });
    const acute = makeAlarm({ AlarmText: 'Acute at once', Level: 2, Priority: 3 });
    await act(async () => {
      await engineWritesAlarms([held, acute]);
    });
    await screen.findByText('Acute at once');
    expect(announced).toEqual([[first.AlarmId], [acute.AlarmId]]);
    act(() => vi.advanceTimersByTime(5_000));
    await waitFor(() => expect(announced).toEqual([[first.AlarmId], [acute.AlarmId], [held.AlarmId]]));
    expect(player.played.map((p) => p.kind)).toEqual(['level1', 'level2', 'level1']);
  });
});
