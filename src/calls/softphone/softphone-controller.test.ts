import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clampHangupDigitDelay } from './hangup-digit.ts';
import { ring, startSoftphone } from './testing/controller-harness.ts';

describe('createSoftphoneController', () => {
  beforeEach(() => vi.useFakeTimers({ now: 1_000_000 }));
  afterEach(() => vi.useRealTimers());

  it('fetches the token, registers and renews the token before it expires', async () => {
    const phone = startSoftphone();
    await vi.advanceTimersByTimeAsync(0);
    expect(phone.state().status).toBe('ready');
    phone.devices[0]!.emit('tokenWillExpire');
    await vi.advanceTimersByTimeAsync(0);
    expect(phone.devices[0]!.tokens).toHaveLength(1);
    expect(phone.devices[0]!.tokens[0]).not.toBe(phone.devices[0]!.token);
    phone.teardown.abort();
    expect(phone.devices[0]!.destroyed).toBe(true);
  });

  it('CALL-03 a refused token (TWILIO_ERROR_ON_INIT) creates no Device and says so', async () => {
    const phone = startSoftphone({ token: { ok: false, code: 'TWILIO_ERROR_ON_INIT' } });
    await vi.advanceTimersByTimeAsync(0);
    expect(phone.devices).toEqual([]);
    expect(phone.state().status).toBe('error');
    expect(phone.state().notices.map((notice) => notice.messageKey)).toEqual(['softphone.errors.init']);
  });

  it('CALL-07 CALL-08 CALL-14 qa-handling P3-2 an incoming call waits until accepted, starts with media, and ends Ended (not Stopped), kept with its timer, asking for its note', async () => {
    const phone = startSoftphone();
    await vi.advanceTimersByTimeAsync(0);
    const call = ring(phone.devices[0]!, 'CA1');
    expect(phone.state().incoming.map((entry) => [entry.callSid, entry.phase, entry.from, entry.alarmId])).toEqual([['CA1', 'pending', '+46701234567', 'G-1']]);
    expect(phone.controller.isBusy()).toBe(true);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(phone.state().incoming).toHaveLength(1);
    await expect(phone.controller.handlers.accept({ callSid: 'CA1' })).resolves.toEqual({ ok: true });
    expect(call.did).toEqual(['accept']);
    expect(phone.state()).toMatchObject({ incoming: [], current: { callSid: 'CA1', phase: 'accepted' } });
    call.emit('accept', call);
    expect(phone.state().current).toMatchObject({ phase: 'started', startedAt: Date.now() });
    call.emit('volume', 0.2, 0.6);
    expect(phone.state().levels).toEqual({ input: 0.2, output: 0.6 });
    await vi.advanceTimersByTimeAsync(3_000);
    await expect(phone.controller.handlers.hangup({ keepHeld: false })).resolves.toEqual({ ok: true });
    expect(phone.state().current).toMatchObject({ phase: 'completed', startedAt: Date.now() - 3_000, endedAt: Date.now() });
    expect(phone.state().lastEnded).toEqual({ callSid: 'CA1', alarmId: 'G-1', endedAt: Date.now() });
    expect(phone.controller.isBusy()).toBe(false);
  });

  it('a rejected or cancelled incoming call leaves the notification', async () => {
    const phone = startSoftphone();
    await vi.advanceTimersByTimeAsync(0);
    const first = ring(phone.devices[0]!, 'CA1');
    const second = ring(phone.devices[0]!, 'CA2');
    expect(phone.controller.handlers.reject({ callSid: 'CA1' })).toEqual({ ok: true });
    expect(first.did).toEqual(['reject']);
    second.emit('cancel');
    expect(phone.state().incoming).toEqual([]);
  });

  it('CALL-09 a call from an auto-answer number, and a take leg, are accepted without asking', async () => {
    const phone = startSoftphone({ autoAnswer: ['+46 70 111 11 11'] });
    await vi.advanceTimersByTimeAsync(0);
    const auto = ring(phone.devices[0]!, 'CA1', '+46701111111');
    expect(auto.did).toEqual(['accept']);
    expect(phone.state().incoming).toEqual([]);
    auto.emit('disconnect');
    const take = ring(phone.devices[0]!, 'CA2', '+46709999999', { Take: '1' });
    expect(take.did).toEqual(['accept']);
    expect(phone.state().current).toMatchObject({ callSid: 'CA2', phase: 'accepted' });
    take.emit('accept', take);
    expect(phone.state().current).toMatchObject({ callSid: 'CA2', phase: 'resumed' });
  });

  it('qa-handling P3-5 a resumed call counts from when the call was first answered, as its log does, not from the resume', async () => {
    const phone = startSoftphone();
    await vi.advanceTimersByTimeAsync(0);
    const answeredAt = Date.now() - 42_000;
    const take = ring(phone.devices[0]!, 'CA2', '+46709999999', { Take: '1', AnsweredAt: new Date(answeredAt).toISOString() });
    take.emit('accept', take);
    expect(phone.state().current).toMatchObject({ callSid: 'CA2', phase: 'resumed', startedAt: answeredAt });
  });

  it('dials with the custom parameters; CALL-15 a second call while one is up only reports a failed establishment', async () => {
    const phone = startSoftphone();
    await vi.advanceTimersByTimeAsync(0);
    await expect(phone.controller.handlers.dial({ to: '+46700000001', alarmId: 'G-9' })).resolves.toEqual({ ok: true });
    const placed = phone.devices[0]!.placed[0]!;
    expect([...placed.customParameters]).toEqual([
      ['To', '+46700000001'],
      ['GlobalAlarmId', 'G-9'],
    ]);
    (placed.parameters as Record<string, string>).CallSid = 'CA-OUT';
    placed.emit('ringing');
    expect(phone.state().current).toMatchObject({ callSid: 'CA-OUT', direction: 'outgoing', phase: 'pending', to: '+46700000001' });
    await expect(phone.controller.handlers.dial({ to: '+46700000002', alarmId: 'G-10' })).resolves.toEqual({ ok: false, code: 'SOFTPHONE_REFUSED', messageKey: 'CALL_BUSY' });
    expect(phone.devices[0]!.placed).toHaveLength(1);
    expect(phone.reported).toEqual(['+46700000002/G-10']);
  });

  it('CALL-10 a busy answer plays the busy tone, shows a notice for 10 s and reports the failed call', async () => {
    const phone = startSoftphone();
    await vi.advanceTimersByTimeAsync(0);
    await phone.controller.handlers.dial({ to: '+46700000486', alarmId: 'G-9' });
    const placed = phone.devices[0]!.placed[0]!;
    placed.emit('error', { code: 31486, message: 'Busy Here' });
    expect(phone.effects.playBusyTone).toHaveBeenCalledOnce();
    expect(phone.state().current?.phase).toBe('busy');
    expect(phone.state().notices).toMatchObject([{ kind: 'busy', messageKey: 'messages.CALL_BUSY' }]);
    expect(phone.reported).toEqual(['+46700000486/G-9']);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(phone.state().notices).toEqual([]);
  });

  it('CALL-16 a hang-up that ends nothing within 2 s is reported as a failed disconnect (405)', async () => {
    const phone = startSoftphone();
    await vi.advanceTimersByTimeAsync(0);
    const call = ring(phone.devices[0]!, 'CA1');
    await phone.controller.handlers.accept({ callSid: 'CA1' });
    call.endsOnDisconnect = false;
    const outcome = phone.controller.handlers.hangup({ keepHeld: false });
    await vi.advanceTimersByTimeAsync(1_999);
    expect(phone.state().notices).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    await expect(outcome).resolves.toEqual({ ok: false, code: 'SOFTPHONE_REFUSED', messageKey: 'SOFTPHONE_DISCONNECT_FAILED' });
    expect(phone.state().notices).toMatchObject([{ kind: 'error', code: 405, messageKey: 'messages.SOFTPHONE_DISCONNECT_FAILED' }]);
  });

  it('aesthetics 7: the commands answer the engine Failure: no ready Device is SOFTPHONE_UNAVAILABLE, no call or a gone call SOFTPHONE_REFUSED with its key', async () => {
    const phone = startSoftphone({ token: { ok: false, code: 'TWILIO_ERROR_ON_INIT' } });
    await vi.advanceTimersByTimeAsync(0);
    await expect(phone.controller.handlers.dial({ to: '+46700000001', alarmId: null })).resolves.toEqual({ ok: false, code: 'SOFTPHONE_UNAVAILABLE' });
    expect(phone.controller.handlers.mute({ muted: true })).toEqual({ ok: false, code: 'SOFTPHONE_REFUSED', messageKey: 'SOFTPHONE_NO_CALL' });
    expect(phone.controller.handlers.reject({ callSid: 'CA-gone' })).toEqual({ ok: false, code: 'SOFTPHONE_REFUSED', messageKey: 'SOFTPHONE_CALL_GONE' });
    await expect(phone.controller.handlers.hangup({ keepHeld: false })).resolves.toEqual({ ok: false, code: 'SOFTPHONE_REFUSED', messageKey: 'SOFTPHONE_NO_CALL' });
  });

  it('CALL-11 hanging up with keepHeld leaves the call held, without a finished call for the notes', async () => {
    const phone = startSoftphone();
    await vi.advanceTimersByTimeAsync(0);
    const call = ring(phone.devices[0]!, 'CA1');
    await phone.controller.handlers.accept({ callSid: 'CA1' });
    call.emit('accept');
    await phone.controller.handlers.hangup({ keepHeld: true });
    expect(phone.state().current?.phase).toBe('held');
    expect(phone.state().lastEnded).toBeNull();
  });

  it('CALL-51..56 aesthetics 7: device errors: 31000 ignored, 31205 reloads the settings, others a notice (a provider\'s error stays until closed, by its kind)', async () => {
    const phone = startSoftphone();
    await vi.advanceTimersByTimeAsync(0);
    const device = phone.devices[0]!;
    device.emit('error', { code: 31000, message: 'x' });
    device.emit('error', { code: 31205, message: 'expired' });
    expect(phone.effects.reloadSettings).toHaveBeenCalledOnce();
    device.emit('error', { code: 53405, message: 'ICE' });
    device.emit('error', { code: 31480, message: 'Transport' });
    expect(phone.state().notices.map((notice) => [notice.kind, notice.code, notice.messageKey])).toEqual([
      ['error', 53405, 'softphone.errors.ice'],
      ['provider', 31480, 'softphone.errors.generic'],
    ]);
    await vi.advanceTimersByTimeAsync(10_000);
    const generic = phone.state().notices;
    expect(generic.map((notice) => notice.code)).toEqual([31480]);
    phone.controller.handlers.dismissNotice({ id: generic[0]!.id });
    expect(phone.state().notices).toEqual([]);
  });

  it('VALID-29 hanging up the alarm unit\'s connected call sends its hang-up digit, shows hanging up, and disconnects after the clamped DTMFSENDDIGIT delay', async () => {
    const phone = startSoftphone({ hangupDigit: { digit: '9', delayMs: clampHangupDigitDelay('3') * 1000 } });
    await vi.advanceTimersByTimeAsync(0);
    const call = ring(phone.devices[0]!, 'CA1');
    await phone.controller.handlers.accept({ callSid: 'CA1' });
    call.emit('accept');
    const outcome = phone.controller.handlers.hangup({ keepHeld: false });
    expect(call.did).toEqual(['accept', 'digits:9']);
    expect(phone.state().current).toMatchObject({ phase: 'started', hangingUp: true });
    // Ctrl+G or a second click while the digit is out: no second digit, the same end.
    expect(phone.controller.handlers.hangup({ keepHeld: false })).toBe(outcome);
    await vi.advanceTimersByTimeAsync(2_999);
    expect(call.did).toEqual(['accept', 'digits:9']);
    await vi.advanceTimersByTimeAsync(1);
    await expect(outcome).resolves.toEqual({ ok: true });
    expect(call.did).toEqual(['accept', 'digits:9', 'disconnect']);
    expect(phone.state().current).toMatchObject({ phase: 'completed', hangingUp: false });
  });

  it('VALID-29 a unit that hangs up on its digit ends the call without a disconnect; a held call and a call without the command get no digit', async () => {
    const phone = startSoftphone({ hangupDigit: { digit: '9', delayMs: 2_000 } });
    await vi.advanceTimersByTimeAsync(0);
    const unit = ring(phone.devices[0]!, 'CA1');
    await phone.controller.handlers.accept({ callSid: 'CA1' });
    unit.emit('accept');
    const outcome = phone.controller.handlers.hangup({ keepHeld: false });
    await vi.advanceTimersByTimeAsync(500);
    unit.emit('disconnect');
    await expect(outcome).resolves.toEqual({ ok: true });
    expect(unit.did).toEqual(['accept', 'digits:9']);
    const held = ring(phone.devices[0]!, 'CA2');
    await phone.controller.handlers.accept({ callSid: 'CA2' });
    held.emit('accept');
    await phone.controller.handlers.hangup({ keepHeld: true });
    expect(held.did).toEqual(['accept', 'disconnect']);
    const plain = startSoftphone();
    await vi.advanceTimersByTimeAsync(0);
    const relative = ring(plain.devices[0]!, 'CA3');
    await plain.controller.handlers.accept({ callSid: 'CA3' });
    relative.emit('accept');
    await plain.controller.handlers.hangup({ keepHeld: false });
    expect(relative.did).toEqual(['accept', 'disconnect']);
  });

  it('mute and digits reach the current call', async () => {
    const phone = startSoftphone();
    await vi.advanceTimersByTimeAsync(0);
    const call = ring(phone.devices[0]!, 'CA1');
    await phone.controller.handlers.accept({ callSid: 'CA1' });
    phone.controller.handlers.mute({ muted: true });
    phone.controller.handlers.sendDigits({ digits: '12#' });
    expect(call.did).toEqual(['accept', 'mute:true', 'digits:12#']);
    expect(phone.state().current?.muted).toBe(true);
  });

  it('qa-handling P1-1 accepting a second call puts the call in progress on hold first, never hangs it up', async () => {
    const phone = startSoftphone();
    await vi.advanceTimersByTimeAsync(0);
    const first = ring(phone.devices[0]!, 'CA1');
    await phone.controller.handlers.accept({ callSid: 'CA1' });
    first.emit('accept', first);
    ring(phone.devices[0]!, 'CA2', '+46705550001');
    await expect(phone.controller.handlers.accept({ callSid: 'CA2' })).resolves.toEqual({ ok: true });
    expect(phone.effects.holdCall).toHaveBeenCalledWith('CA1');
    // Only the operator's leg ends once the caller is held: no call note is asked for, and the new call is current.
    expect(first.did).toEqual(['accept', 'disconnect']);
    expect(phone.state().lastEnded).toBeNull();
    expect(phone.state().current).toMatchObject({ callSid: 'CA2', phase: 'accepted' });
  });

  it('qa-handling P1-1 when the hold fails the call in progress goes on and the new call keeps ringing', async () => {
    const phone = startSoftphone({ holdFails: true });
    await vi.advanceTimersByTimeAsync(0);
    const first = ring(phone.devices[0]!, 'CA1');
    await phone.controller.handlers.accept({ callSid: 'CA1' });
    first.emit('accept', first);
    const second = ring(phone.devices[0]!, 'CA2', '+46705550001');
    await expect(phone.controller.handlers.accept({ callSid: 'CA2' })).resolves.toEqual({ ok: false, code: 'SOFTPHONE_REFUSED', messageKey: 'SOFTPHONE_HOLD_BEFORE_ACCEPT' });
    expect(first.did).toEqual(['accept']);
    expect(second.did).toEqual([]);
    expect(phone.state().current).toMatchObject({ callSid: 'CA1', phase: 'started' });
    expect(phone.state().incoming.map((call) => call.callSid)).toEqual(['CA2']);
    expect(phone.state().notices.map((notice) => notice.messageKey)).toEqual(['messages.SOFTPHONE_HOLD_BEFORE_ACCEPT']);
  });

  it('qa-handling P2-10 a network blip shows one connection notice, not one per error; it goes after 10 s or when the softphone registers again', async () => {
    const phone = startSoftphone();
    await vi.advanceTimersByTimeAsync(0);
    const device = phone.devices[0]!;
    const blip = () => {
      for (let i = 0; i < 8; i++) device.emit('error', { code: 31005, message: 'ConnectionError (31005): A connection error occurred during the call' });
    };
    blip();
    expect(phone.state().notices).toMatchObject([{ kind: 'connection', code: 31005, messageKey: 'softphone.errors.connection', text: null }]);
    await vi.advanceTimersByTimeAsync(4_000);
    blip();
    expect(phone.state().notices).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(phone.state().notices).toEqual([]);

    blip();
    device.emit('unregistered');
    device.emit('registered');
    expect(phone.state()).toMatchObject({ status: 'ready', notices: [] });
  });
});
