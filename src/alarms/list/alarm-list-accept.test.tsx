import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeEngine } from '../../app/testing/fake-engine.ts';
import { ACCEPT_ALARM_EVENT, type AcceptAlarmDetail } from '../alarm-events.ts';
import { AlarmListPanel } from './alarm-list-panel.tsx';
import { engineWritesAlarms, makeAlarm, renderAlarmView, seedAlarms } from '../testing/alarm-harness.tsx';
import { mine, recordingPlayer } from './testing/list-harness.ts';

describe('AlarmListPanel', () => {
  beforeEach(() => vi.useRealTimers());
  afterEach(() => vi.restoreAllMocks());

  it('ALIST-18 ALIST-20 clicking an unanswered alarm posts an accept and then opens it', async () => {
    await seedAlarms({ alarms: [makeAlarm({ AlarmId: 42, AlarmText: 'Fall detected', Template: 'curena' })] });
    const view = await renderAlarmView(<AlarmListPanel tonePlayer={recordingPlayer()} />);
    await userEvent.click(await screen.findByRole('button', { name: /Fall detected/ }));
    await waitFor(() => expect(view.location()).toBe('/dashboard/template/curena/42'));
    expect(view.engine.calls.filter((c) => c.command === 'accept')).toEqual([{ command: 'accept', args: { params: { alarm_id: 42 }, body: { alarm_id: 42, force: false } } }]);
  });

  it('ALIST-19 aesthetics 6.5: an accept refused as ALARM_CANT_TAKE (by its code) shows "Unable to take this alarm." and stays on the list', async () => {
    await seedAlarms({ alarms: [makeAlarm({ AlarmText: 'Fall detected' })] });
    const engine = fakeEngine({ accept: async () => ({ ok: false, code: 'ALARM_CANT_TAKE', status: 406 }) });
    const view = await renderAlarmView(<AlarmListPanel tonePlayer={recordingPlayer()} />, { engine });
    await userEvent.click(await screen.findByRole('button', { name: /Fall detected/ }));
    expect((await screen.findByRole('alert')).textContent).toBe('Unable to take this alarm.');
    expect(view.location()).toBe('/dashboard');
  });

  it('ALIST-19 the Swedish console shows "Kan inte ta detta larm"', async () => {
    await seedAlarms({ alarms: [makeAlarm({ AlarmText: 'Fall' })] });
    const engine = fakeEngine({ accept: async () => ({ ok: false, code: 'ALARM_CANT_TAKE', messageKey: 'ALARM_CANT_TAKE', status: 404 }) });
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

  it('an accept answered after the operator opened another alarm leaves them there and says the alarm is theirs', async () => {
    await seedAlarms({ alarms: [makeAlarm({ AlarmId: 1, AlarmText: 'Slow accept' }), makeAlarm({ AlarmId: 9, AlarmText: 'Mine', ...mine })] });
    let answer: (result: { ok: true; value: null }) => void = () => {};
    const engine = fakeEngine({ accept: () => new Promise((resolve) => (answer = resolve)) });
    const view = await renderAlarmView(<AlarmListPanel tonePlayer={recordingPlayer()} />, { engine });
    await userEvent.click(await screen.findByRole('button', { name: /Slow accept/ }));
    await userEvent.click(await screen.findByRole('tab', { name: /My alarms/ }));
    await userEvent.click(await screen.findByRole('button', { name: /Mine/ }));
    await waitFor(() => expect(view.location()).toBe('/dashboard/template/default/9'));
    await act(async () => answer({ ok: true, value: null }));
    expect((await screen.findByRole('alert')).textContent).toBe('Alarm 1 is yours now: you find it under My alarms.');
    expect(view.location()).toBe('/dashboard/template/default/9');
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

  it('ROLE-01 an account that is not an operator only opens an unanswered alarm it clicks', async () => {
    await seedAlarms({ actions: ['ShowAlarms', 'SkygdSystemAdmin'], alarms: [makeAlarm({ AlarmId: 8, AlarmText: 'Fall' })] });
    const view = await renderAlarmView(<AlarmListPanel tonePlayer={recordingPlayer()} />);
    await userEvent.click(await screen.findByRole('button', { name: /Fall/ }));
    await waitFor(() => expect(view.location()).toBe('/dashboard/template/default/8'));
    expect(view.engine.calls.some((c) => c.command === 'accept')).toBe(false);
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
});
