import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeEngine } from '../../app/testing/fake-engine.ts';
import { AlarmListPanel } from './alarm-list-panel.tsx';
import { SoundIndicator } from '../sound/sound-indicator.tsx';
import type { SoundName } from '../sound/sound-patterns.ts';
import type { AudioState, AudioStatus, TonePlayer } from '../sound/tone-player.ts';
import { engineWritesAlarms, makeAlarm, MY_RESPONDENT, renderAlarmView, seedAlarms, userDb } from '../testing/alarm-harness.tsx';

function recordingPlayer(): TonePlayer & { played: SoundName[] } {
  const played: SoundName[] = [];
  return { played, play: (kind) => played.push(kind) };
}

async function rowTitles(): Promise<string[]> {
  const list = await screen.findByRole('list');
  return within(list)
    .getAllByRole('button')
    .map((button) => button.querySelector('.alarm-row__title')?.textContent ?? '');
}

function fakeAudio(initial: AudioState) {
  const listeners = new Set<() => void>();
  let state = initial;
  const audio: AudioStatus = {
    audioState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async unlock() {
      state = 'running';
      listeners.forEach((listener) => listener());
    },
  };
  return audio;
}

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

describe('AlarmListPanel, operator experience', () => {
  beforeEach(() => vi.useRealTimers());
  afterEach(() => vi.restoreAllMocks());

  it('every row shows its priority as text and a shape, priority 2 included', async () => {
    await seedAlarms({
      alarms: [
        makeAlarm({ AlarmText: 'Low battery', Priority: 1 }),
        makeAlarm({ AlarmText: 'Door open', Priority: 2 }),
        makeAlarm({ AlarmText: 'Fall', Priority: 3 }),
      ],
    });
    await renderAlarmView(<AlarmListPanel tonePlayer={recordingPlayer()} />);
    const check = (text: RegExp, priority: string, shape: string) => {
      const row = screen.getByRole('button', { name: text });
      const mark = within(row).getByText(priority);
      expect(mark.closest('.alarm-priority')?.querySelector(`svg[data-shape="${shape}"]`)).not.toBeNull();
    };
    await screen.findByText('Fall');
    check(/Low battery/, 'Normal', 'circle');
    check(/Door open/, 'Urgent', 'diamond');
    check(/Fall/, 'Acute', 'triangle');
  });

  it('the first click on Priority puts the most urgent alarm first', async () => {
    await seedAlarms({
      settings: { ALARMLISTALLOWSORT: 'True' },
      alarms: [
        makeAlarm({ AlarmText: 'Low', Priority: 1, ...{ RespondentId: MY_RESPONDENT } }),
        makeAlarm({ AlarmText: 'Acute', Priority: 3, RespondentId: MY_RESPONDENT }),
        makeAlarm({ AlarmText: 'Urgent', Priority: 2, RespondentId: MY_RESPONDENT }),
      ],
    });
    await renderAlarmView(<AlarmListPanel tonePlayer={recordingPlayer()} />);
    await userEvent.click(await screen.findByRole('tab', { name: /My alarms/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Priority' }));
    expect(await rowTitles()).toEqual(['Acute', 'Urgent', 'Low']);
    expect(screen.getByRole('button', { name: 'Priority, most urgent first' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Priority, most urgent first' }));
    expect(await rowTitles()).toEqual(['Low', 'Urgent', 'Acute']);
    expect(screen.getByRole('button', { name: 'Priority, least urgent first' })).toBeTruthy();
  });

  it('a row shows how long its alarm has waited, and the time moves on by itself', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await seedAlarms({ alarms: [makeAlarm({ AlarmText: 'Waiting', ServerAlarmTime: minutesAgo(4) })] });
    await renderAlarmView(<AlarmListPanel tonePlayer={recordingPlayer()} />);
    const row = await screen.findByRole('button', { name: /Waiting/ });
    expect(within(row).getByText('4 min').closest('.alarm-row__waited')?.textContent).toBe('Waiting 4 min');
    act(() => vi.advanceTimersByTime(61 * 60_000));
    await waitFor(() => expect(within(screen.getByRole('button', { name: /Waiting/ })).getByText('1 h 5 min')).toBeTruthy());
  });

  it('the longest-waiting unanswered alarm stays first when newer ones arrive in a newest-first list', async () => {
    await seedAlarms({
      settings: { ALARMLISTSORTBY: 'time', ALARMLISTDEFAULTSORTASCENDING: 'False' },
      alarms: [makeAlarm({ AlarmText: 'Oldest', ServerAlarmTime: minutesAgo(30) }), makeAlarm({ AlarmText: 'Middle', ServerAlarmTime: minutesAgo(10) })],
    });
    await renderAlarmView(<AlarmListPanel tonePlayer={recordingPlayer()} />);
    await screen.findByText('Oldest');
    await act(async () => {
      await engineWritesAlarms([makeAlarm({ AlarmText: 'Newest', ServerAlarmTime: minutesAgo(0) })]);
    });
    await screen.findByText('Newest');
    expect(await rowTitles()).toEqual(['Oldest', 'Newest', 'Middle']);
    expect(within(screen.getByRole('button', { name: /Oldest/ })).getByText('Waiting longest')).toBeTruthy();
  });

  it('a burst of alarms plays one pattern per level, not one per alarm', async () => {
    await seedAlarms();
    const player = recordingPlayer();
    await renderAlarmView(<AlarmListPanel tonePlayer={player} />);
    await screen.findByText('No alarms in this tab');
    await act(async () => {
      await engineWritesAlarms([
        ...Array.from({ length: 40 }, (_, i) => makeAlarm({ AlarmText: `Burst ${i}`, Level: 1 })),
        ...Array.from({ length: 10 }, (_, i) => makeAlarm({ AlarmText: `Quiet ${i}`, Level: 2 })),
      ]);
    });
    await screen.findByRole('tab', { name: /Active\s*50 alarms/ });
    expect(player.played.sort()).toEqual(['level1', 'level2']);
  });

  it('CONST-06 the sound repeats at the centre\'s interval while unanswered alarms remain, and stops when none is left', async () => {
    await seedAlarms({ settings: { UNANSWERED_SOUND_REPEAT: '10' } });
    const player = recordingPlayer();
    await renderAlarmView(<AlarmListPanel tonePlayer={player} />);
    await screen.findByText('No alarms in this tab');
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const alarm = makeAlarm({ AlarmText: 'Unanswered', Level: 1 });
    await act(async () => {
      await engineWritesAlarms([alarm]);
    });
    await screen.findByText('Unanswered');
    expect(player.played).toEqual(['level1']);
    act(() => vi.advanceTimersByTime(10_000));
    expect(player.played).toEqual(['level1', 'level1']);
    act(() => vi.advanceTimersByTime(10_000));
    expect(player.played).toEqual(['level1', 'level1', 'level1']);
    await act(async () => {
      await engineWritesAlarms([{ ...alarm, RespondentId: MY_RESPONDENT }]);
    });
    await screen.findByRole('tab', { name: /My alarms\s*1 alarm/ });
    act(() => vi.advanceTimersByTime(30_000));
    expect(player.played).toHaveLength(3);
  });

  it('CONST-06 with the default preferences and settings the sound repeats every 30 s; the centre turns it off with 0', async () => {
    await seedAlarms();
    const player = recordingPlayer();
    await renderAlarmView(<AlarmListPanel tonePlayer={player} />);
    await screen.findByText('No alarms in this tab');
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await act(async () => {
      await engineWritesAlarms([makeAlarm({ AlarmText: 'Unanswered', Level: 1 })]);
    });
    await screen.findByText('Unanswered');
    act(() => vi.advanceTimersByTime(30_000));
    expect(player.played).toEqual(['level1', 'level1']);
    await act(async () => {
      await userDb().settings.put({ key: 'UNANSWERED_SOUND_REPEAT', defaultvalue: '0' });
    });
    // The live query brings the setting to the list on its next render.
    await waitFor(() => expect(screen.getByText('Unanswered')).toBeTruthy());
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
    act(() => vi.advanceTimersByTime(60_000));
    expect(player.played).toEqual(['level1', 'level1']);
  });

  it('qa-supervisor P3-10 the repeat plays one pattern, the highest level waiting, not every pattern as a chord', async () => {
    await seedAlarms({ settings: { UNANSWERED_SOUND_REPEAT: '10' } });
    const player = recordingPlayer();
    await renderAlarmView(<AlarmListPanel tonePlayer={player} />);
    await screen.findByText('No alarms in this tab');
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await act(async () => {
      await engineWritesAlarms([
        makeAlarm({ AlarmText: 'Level one', Level: 1 }),
        makeAlarm({ AlarmText: 'Own sound', Level: 1, UseSound: 2 }),
        makeAlarm({ AlarmText: 'Level two', Level: 2 }),
      ]);
    });
    await screen.findByText('Level two');
    const arrival = player.played.length;
    act(() => vi.advanceTimersByTime(10_000));
    expect(player.played.slice(arrival)).toEqual(['level2']);
  });

  it('while the browser holds audio after a reload, a prominent button enables it, and the shell says so too', async () => {
    await seedAlarms({ alarms: [makeAlarm({ AlarmText: 'Waiting' })] });
    const audio = fakeAudio('suspended');
    await renderAlarmView(
      <>
        <SoundIndicator audio={audio} />
        <AlarmListPanel tonePlayer={recordingPlayer()} audio={audio} />
      </>,
    );
    const banner = await screen.findByRole('alert');
    expect(within(banner).getByText(/new alarms are silent/)).toBeTruthy();
    expect(screen.getAllByRole('button', { name: 'Click to enable alarm sound' })).toHaveLength(2);
    await userEvent.click(within(banner).getByRole('button', { name: 'Click to enable alarm sound' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Click to enable alarm sound' })).toBeNull());
  });

  it('the shell shows when alarm sound is off or muted during a call', async () => {
    await seedAlarms({ prefs: { alarmSoundLevel1: false, alarmSoundLevel2: false } });
    const view = await renderAlarmView(<SoundIndicator audio={fakeAudio('running')} />);
    expect(await screen.findByText('Alarm sound off')).toBeTruthy();
    view.unmount();
    await seedAlarms({ settings: { MUTE_ALARMSOUNDS_ON_CALL: 'true' }, calls: [{ CallSid: 'CA1', OnHold: false } as never] });
    await renderAlarmView(<SoundIndicator audio={fakeAudio('running')} />);
    expect(await screen.findByText('Alarm sound muted during the call')).toBeTruthy();
  });

  it('the list is one Tab stop; the arrow keys move between rows', async () => {
    await seedAlarms({
      alarms: [1, 2, 3].map((n) => makeAlarm({ AlarmText: `Row ${n}`, ServerAlarmTime: minutesAgo(10 - n), RespondentId: MY_RESPONDENT })),
    });
    await renderAlarmView(
      <>
        <button type="button">Before</button>
        <AlarmListPanel tonePlayer={recordingPlayer()} />
        <button type="button">After</button>
      </>,
    );
    await userEvent.click(await screen.findByRole('tab', { name: /My alarms/ }));
    await screen.findByText('Row 3');
    const rows = within(screen.getByRole('list')).getAllByRole('button');
    expect(rows.map((row) => row.tabIndex)).toEqual([0, -1, -1]);
    screen.getByRole('button', { name: 'Before' }).focus();
    await userEvent.tab(); // the tab list's selected tab
    await userEvent.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: /Row 1/ }));
    await userEvent.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: /Row 2/ }));
    await userEvent.keyboard('{End}');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: /Row 3/ }));
    await userEvent.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'After' }));
    await userEvent.tab({ shift: true });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: /Row 3/ }));
  });

  it('ux polish: sweeping the pointer across rows does not clear their New marks; resting on one does', async () => {
    await seedAlarms({ alarms: [makeAlarm({ AlarmId: 160, AlarmText: 'Passed over' }), makeAlarm({ AlarmId: 161, AlarmText: 'Rested on' })] });
    const view = await renderAlarmView(<AlarmListPanel tonePlayer={recordingPlayer()} />);
    const passed = await screen.findByRole('button', { name: /Passed over/ });
    const rested = screen.getByRole('button', { name: /Rested on/ });
    vi.useFakeTimers({ shouldAdvanceTime: true });
    fireEvent.mouseEnter(passed);
    act(() => vi.advanceTimersByTime(200));
    fireEvent.mouseLeave(passed);
    fireEvent.mouseEnter(rested);
    act(() => vi.advanceTimersByTime(2_000));
    await waitFor(() => expect(view.engine.calls.filter((c) => c.command === 'markViewed')).toEqual([{ command: 'markViewed', args: { alarmId: 161 } }]));
  });

  it('ux polish: a lost take race names the operator who took the alarm first', async () => {
    const alarm = makeAlarm({ AlarmText: 'Contested' });
    await seedAlarms({ alarms: [alarm] });
    const engine = fakeEngine({ accept: async () => ({ ok: false, code: 'ALARM_CANT_TAKE', messageKey: 'ALARM_CANT_TAKE', status: 406 }) });
    await renderAlarmView(<AlarmListPanel tonePlayer={recordingPlayer()} />, { engine });
    await userEvent.click(await screen.findByRole('button', { name: /Contested/ }));
    expect((await screen.findByRole('alert')).textContent).toBe('Unable to take this alarm.');
    await act(async () => {
      await engineWritesAlarms([{ ...alarm, RespondentId: 77, RespondentName: 'Olle Olsson', RespondentInitials: 'OO' }]);
    });
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Olle Olsson took this alarm first.'));
  });
});
