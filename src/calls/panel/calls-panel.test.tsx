import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeEngine } from '../../app/testing/fake-engine.ts';
import { clearConsole } from '../../app/testing/seed-console.ts';
import type { Call } from '../../contract/entities/calls.ts';
import { openUserDatabase } from '../../db/database.ts';
import { makeAlarm } from '../../alarms/testing/alarm-harness.tsx';
import { CallsPanel } from './calls-panel.tsx';
import { connectedCall, fakeSoftphone, IDLE_SOFTPHONE, renderWithEngine, seedCalls } from './testing.tsx';

afterEach(clearConsole);

const active: Call = {
  CallSid: 'CA-active',
  InitiatedAt: '2026-01-01T10:05:00Z',
  OnHold: false,
  Participants: [{ DisplayName: 'Greta Nilsson', TelephoneNumber: '+46701111111' }],
};
const held = (sid: string, minute: number, patch: Partial<Call> = {}): Call => ({
  CallSid: sid,
  InitiatedAt: `2026-01-01T10:${String(minute).padStart(2, '0')}:00Z`,
  OnHold: true,
  CallFrom: `+4670000000${minute}`,
  ...patch,
});

describe('CallsPanel', () => {
  it('CALL-17 CALL-18 CALL-31 shows the active call with its participants and the held calls in initiation order', async () => {
    await seedCalls([held('CA-2', 3), active, held('CA-1', 1)]);
    await renderWithEngine(<CallsPanel softphone={fakeSoftphone()} alarmId={7} globalAlarmId="alarm-7" />, fakeEngine());
    const activeCall = await screen.findByRole('region', { name: 'Active call' });
    expect((within(activeCall).getByRole('list', { name: 'Participants' })).textContent).toContain('Greta Nilsson (+46701111111)');
    const list = within(screen.getByRole('region', { name: 'Held calls' })).getAllByRole('listitem');
    expect(list.map((item) => item.textContent)).toEqual([expect.stringContaining('+46700000001'), expect.stringContaining('+46700000003')]);
  });

  it('CALL-11 hold posts the hold transaction, then the softphone hangs up keeping the call held', async () => {
    await seedCalls([active]);
    const engine = fakeEngine();
    const softphone = fakeSoftphone(IDLE_SOFTPHONE);
    await renderWithEngine(<CallsPanel softphone={softphone} alarmId={7} globalAlarmId="alarm-7" />, engine);
    await userEvent.click(await screen.findByRole('button', { name: 'Hold' }));
    await waitFor(() => expect(softphone.send).toHaveBeenCalledWith('hangup', { keepHeld: true }));
    expect(engine.calls).toContainEqual({ command: 'callsHold', args: { body: { CallSid: 'CA-active' } } });
  });

  it('CALL-12 a failed hold shows "Error while hold call" and keeps the call connected', async () => {
    await seedCalls([active]);
    const engine = fakeEngine({ callsHold: async () => ({ ok: false, code: 'UnknownError' }) });
    const softphone = fakeSoftphone();
    await renderWithEngine(<CallsPanel softphone={softphone} alarmId={7} globalAlarmId="alarm-7" />, engine);
    await userEvent.click(await screen.findByRole('button', { name: 'Hold' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Error while hold call');
    expect(softphone.send).not.toHaveBeenCalled();
  });

  it('aesthetics 7: a hang-up the softphone refuses after hold answers the engine Failure, and the panel shows its message text', async () => {
    await seedCalls([active]);
    const softphone = fakeSoftphone(IDLE_SOFTPHONE, { ok: false, code: 'SOFTPHONE_REFUSED', messageKey: 'SOFTPHONE_DISCONNECT_FAILED' });
    await renderWithEngine(<CallsPanel softphone={softphone} alarmId={7} globalAlarmId="alarm-7" />, fakeEngine());
    await userEvent.click(await screen.findByRole('button', { name: 'Hold' }));
    expect((await screen.findByRole('alert')).textContent).toBe('The call could not be hung up (405).');
  });

  it('CALL-13 CALL-26 resume takes the held call by its sid; a call not found says so', async () => {
    await seedCalls([held('CA-1', 1)]);
    let found = true;
    const engine = fakeEngine({
      callTake: async () => (found ? { ok: true, value: { Success: true } } : { ok: false, code: 'CALL_NOT_FOUND', status: 404 }),
    });
    await renderWithEngine(<CallsPanel softphone={fakeSoftphone()} alarmId={7} globalAlarmId="alarm-7" />, engine);
    await userEvent.click(await screen.findByRole('button', { name: 'Resume call with +46700000001' }));
    expect(engine.calls).toContainEqual({ command: 'callTake', args: { params: { callsid: 'CA-1' } } });
    expect(screen.queryByRole('alert')).toBeNull();
    found = false;
    await userEvent.click(screen.getByRole('button', { name: 'Resume call with +46700000001' }));
    expect((await screen.findByRole('alert')).textContent).toContain('The held call was not found.');
  });

  it('CALL-25 CALL-24 CALL-26 join shows only with JoinConferenceAllowed, leave only with LeaveConferenceAllowed; each failure has its text', async () => {
    await seedCalls([
      { ...active, LeaveConferenceAllowed: false },
      held('CA-1', 1, { JoinConferenceAllowed: true, JoinCallSid: 'CA-active' }),
      held('CA-2', 2),
    ]);
    const engine = fakeEngine({
      joinConference: async () => ({ ok: false, code: 'CALL_NOT_FOUND' }),
      leaveConference: async () => ({ ok: false, code: 'CALL_NOT_FOUND' }),
    });
    await renderWithEngine(<CallsPanel softphone={fakeSoftphone()} alarmId={7} globalAlarmId="alarm-7" />, engine);
    await screen.findByRole('button', { name: 'Join +46700000001 into the conference' });
    expect(screen.queryByRole('button', { name: 'Join +46700000002 into the conference' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Leave conference' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Join +46700000001 into the conference' }));
    expect(engine.calls).toContainEqual({ command: 'joinConference', args: { params: { callsid: 'CA-1', conference: 'CA-active' } } });
    expect((await screen.findByRole('alert')).textContent).toContain('Could not join the conference.');

    await act(() => openUserDatabase('anna').calls.put({ ...active, IsConference: true, Conference: 'conf-CA-active', LeaveConferenceAllowed: true }));
    await userEvent.click(await screen.findByRole('button', { name: 'Leave conference' }));
    expect(engine.calls).toContainEqual({ command: 'leaveConference', args: { params: { callsid: 'CA-active', conference: 'conf-CA-active' } } });
    expect((await screen.findByRole('alert')).textContent).toContain('Could not leave the conference.');
    expect((screen.getByRole('status')).textContent).toContain('Conference');
  });

  it('qa-handling P2-9 the operator\'s held call of this alarm is "on hold", not waiting in the queue, and is offered Resume only', async () => {
    await seedCalls([held('CA-1', 1, { GlobalAlarmId: 'alarm-7' })]);
    await renderWithEngine(<CallsPanel softphone={fakeSoftphone()} alarmId={7} globalAlarmId="alarm-7" />, fakeEngine());
    const region = await screen.findByRole('region', { name: 'Held calls' });
    expect(within(region).getByRole('button', { name: /^Resume call with / })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('Your call is on hold');
    expect(screen.queryByRole('button', { name: "Take the alarm's call" })).toBeNull();
  });

  it('CALL-26 taking the alarm\'s call asks the server for it; no call to take says so', async () => {
    await seedCalls([]);
    const engine = fakeEngine({ takeCall: async () => ({ ok: false, code: 'CALL_NOT_FOUND', status: 404 }) });
    await renderWithEngine(<CallsPanel softphone={fakeSoftphone()} alarmId={7} globalAlarmId="alarm-7" />, engine);
    await userEvent.click(await screen.findByRole('button', { name: "Take the alarm's call" }));
    expect(engine.calls).toContainEqual({ command: 'takeCall', args: { params: { alarm_id: 7 } } });
    expect((await screen.findByRole('alert')).textContent).toContain('The call to take was not found.');
  });

  it('CALL-23 more than six held calls scroll', async () => {
    await seedCalls([1, 2, 3, 4, 5, 6].map((minute) => held(`CA-${minute}`, minute)));
    await renderWithEngine(<CallsPanel softphone={fakeSoftphone()} alarmId={7} globalAlarmId="alarm-7" />, fakeEngine());
    const region = await screen.findByRole('region', { name: 'Held calls' });
    expect((within(region).getByRole('list')).classList.contains('calls-panel__held-list--scroll')).toBe(false);
    await act(() => openUserDatabase('anna').calls.put(held('CA-7', 7)));
    await waitFor(() => expect((within(region).getByRole('list')).classList.contains('calls-panel__held-list--scroll')).toBe(true));
  });

  it('CALL-20 CALL-21 a completed call disappears from the panel', async () => {
    await seedCalls([active, held('CA-1', 1)]);
    await renderWithEngine(<CallsPanel softphone={fakeSoftphone()} alarmId={7} globalAlarmId="alarm-7" />, fakeEngine());
    await screen.findByRole('region', { name: 'Active call' });
    await act(() => openUserDatabase('anna').calls.clear());
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Active call' })).toBeNull());
    expect(screen.queryByRole('region', { name: 'Held calls' })).toBeNull();
    expect((screen.getByRole('status')).textContent).toContain('No call');
  });

  it('CALL-57 CALL-58 a failed calls load shows ERROR_CALL_FETCH', async () => {
    await seedCalls([], true);
    await renderWithEngine(<CallsPanel softphone={fakeSoftphone()} alarmId={7} globalAlarmId="alarm-7" />, fakeEngine());
    expect((await screen.findByRole('alert')).textContent).toContain('The held calls could not be loaded.');
  });

  it('CALL-32 the status shows an incoming call and a callback', async () => {
    await seedCalls([active]);
    const ringing = { ...IDLE_SOFTPHONE, incoming: [connectedCall({ phase: 'pending', callSid: 'CA-new' })] };
    const view = await renderWithEngine(<CallsPanel softphone={fakeSoftphone(ringing)} alarmId={7} globalAlarmId="alarm-7" />, fakeEngine());
    expect((await screen.findByRole('status')).textContent).toContain('Incoming call');
    view.unmount();
    await renderWithEngine(<CallsPanel softphone={fakeSoftphone({ ...IDLE_SOFTPHONE, current: connectedCall({ direction: 'outgoing' }) })} alarmId={7} globalAlarmId="alarm-7" />, fakeEngine());
    await waitFor(() => expect((screen.getByRole('status')).textContent).toContain('Callback'));
  });

  it('CALL-22 the dial pad dials through the softphone when idle, for the alarm named by its GlobalAlarmId, and sends tones during a call', async () => {
    const db = await seedCalls([]);
    await db.alarms.put(makeAlarm({ AlarmId: 7, GlobalAlarmId: 'G-7' }));
    const idle = fakeSoftphone();
    const view = await renderWithEngine(<CallsPanel softphone={idle} alarmId={7} globalAlarmId="alarm-7" />, fakeEngine());
    const pad = await screen.findByRole('group', { name: 'Dial pad' });
    for (const key of ['1', '2', '3']) await userEvent.click(within(pad).getByRole('button', { name: `Key ${key}` }));
    expect(within(pad).getByRole<HTMLInputElement>('textbox', { name: 'Number to dial' }).value).toBe('123');
    await userEvent.click(within(pad).getByRole('button', { name: 'Call' }));
    expect(idle.send).toHaveBeenCalledWith('dial', { to: '123', alarmId: 'G-7' });
    view.unmount();

    const inCall = fakeSoftphone({ ...IDLE_SOFTPHONE, current: connectedCall() });
    await renderWithEngine(<CallsPanel softphone={inCall} alarmId={7} globalAlarmId="alarm-7" />, fakeEngine());
    await userEvent.click(await screen.findByRole('button', { name: 'Send tone 5' }));
    expect(inCall.send).toHaveBeenCalledWith('sendDigits', { digits: '5' });
  });
});
