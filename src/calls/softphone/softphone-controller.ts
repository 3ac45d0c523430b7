import { ErrorCode } from '../../contract/errors.ts';
import { type CommandResult, EngineErrorCode, failure } from '../../sync-client/failure.ts';
import { shouldAutoAnswer } from './auto-answer.ts';
import { createDtmfQueue } from './dtmf-queue.ts';
import { describeCall, followCall } from './follow-call.ts';
import type { CallPhase, SoftphoneCall, SoftphoneState } from './softphone-capability.ts';
import { done, refused, type SoftphoneEffects, type VoiceCall, type VoiceDevice } from './softphone-effects.ts';
import { createHangup } from './softphone-hangup.ts';
import { createSoftphoneState, isLive } from './softphone-state.ts';

/**
 * The voice Device of the tab that owns the softphone (calls §1): fetches the token, registers, renews the token
 * before it expires, maps the SDK's events to the published state (CALL-07) and runs the commands. Teardown: the
 * one `signal` (the Device is destroyed, which ends its calls).
 */
export function createSoftphoneController(options: {
  effects: SoftphoneEffects;
  autoAnswer(): readonly string[];
  onState(state: SoftphoneState): void;
  signal: AbortSignal;
}) {
  const { effects, signal } = options;
  const softphone = createSoftphoneState(options);
  const { set, updateCurrent, notice, onVoiceError } = softphone;
  const hangup = createHangup(softphone, effects);
  let device: VoiceDevice | null = null;
  const calls = new Map<string, VoiceCall>();
  let currentCall: VoiceCall | null = null;
  const dtmf = createDtmfQueue((digits) => currentCall?.sendDigits(digits), () => effects.now());

  /** Follows a call once it is this Device's current call, until it ends. */
  function follow(call: VoiceCall, sidOf: () => string): void {
    currentCall = call;
    dtmf.clear();
    call.on('disconnect', () => {
      if (currentCall !== call) return;
      currentCall = null;
      dtmf.clear();
    });
    followCall(call, sidOf, softphone, effects.now);
  }

  function onIncoming(call: VoiceCall): void {
    const described = describeCall(call, 'incoming', effects.randomId(), effects.now());
    const { callSid } = described;
    calls.set(callSid, call);
    const gone = (phase: CallPhase) => () => {
      calls.delete(callSid);
      set({ incoming: softphone.get().incoming.filter((entry) => entry.callSid !== callSid) });
      if (phase === 'cancelled' && softphone.get().current?.callSid === callSid) updateCurrent(callSid, { phase, endedAt: effects.now() });
    };
    call.on('cancel', gone('cancelled'));
    call.on('reject', gone('cancelled'));
    call.on('disconnect', gone('completed'));
    if (shouldAutoAnswer(described.from, call.customParameters.get('Take'), options.autoAnswer())) {
      set({ incoming: softphone.get().incoming });
      acceptCall(call, described);
      return;
    }
    set({ incoming: [...softphone.get().incoming, described] });
  }

  function acceptCall(call: VoiceCall, described: SoftphoneCall): void {
    calls.delete(described.callSid);
    set({ incoming: softphone.get().incoming.filter((entry) => entry.callSid !== described.callSid), current: { ...described, phase: 'accepted' } });
    follow(call, () => described.callSid);
    call.accept();
  }

  async function start(): Promise<void> {
    const first = await effects.fetchToken();
    if (signal.aborted) return;
    if (!first.ok) {
      set({ status: 'error' });
      return notice('error', null, first.code === ErrorCode.TWILIO_ERROR_ON_INIT ? 'softphone.errors.init' : 'softphone.errors.token', null);
    }
    const created = await effects.createDevice(first.value);
    if (signal.aborted) return created.destroy();
    device = created;
    // Registered again after a blip: the connection is back, so its notice goes (qa-handling P2-10).
    created.on('registered', () => set({ status: 'ready', notices: softphone.get().notices.filter((entry) => entry.kind !== 'connection') }));
    created.on('unregistered', () => set({ status: 'offline' }));
    created.on('error', (error: { code?: number; message?: string }) => onVoiceError(error, null));
    created.on('incoming', onIncoming);
    created.on('tokenWillExpire', () => {
      void effects.fetchToken().then((next) => {
        if (next.ok && !signal.aborted) created.updateToken(next.value.token);
      });
    });
    await created.register();
  }

  signal.addEventListener('abort', () => {
    device?.destroy();
    device = null;
  });
  void start().catch((error: { code?: number; message?: string }) => {
    set({ status: 'error' });
    onVoiceError(error, null);
  });

  return {
    /** A call is pending or up: the owner must not hand the softphone over (CALL-07 live phases). */
    isBusy: (): boolean => softphone.get().incoming.length > 0 || isLive(softphone.get().current),
    handlers: {
      async dial({ to, alarmId }: { to: string; alarmId: string | null }): Promise<CommandResult> {
        // No key: the caller shows its own "softphone unavailable".
        if (!device || softphone.get().status !== 'ready') return failure(EngineErrorCode.SOFTPHONE_UNAVAILABLE);
        if (isLive(softphone.get().current)) {
          // CALL-15: a second call while one is up is not placed; it is logged as failed to establish.
          effects.reportFailedEstablish(to, alarmId);
          return refused('CALL_BUSY');
        }
        let callSid = effects.randomId();
        set({
          current: { callSid, direction: 'outgoing', phase: 'pending', from: '', to, alarmId, callerText: null, initiatedAt: effects.now(), startedAt: null, endedAt: null, autoHangUpAt: null, muted: false, hangingUp: false },
        });
        const params: Record<string, string> = { To: to };
        if (alarmId !== null) params.GlobalAlarmId = alarmId;
        const call = await device.connect({ params });
        // Followed by a provisional id until the provider names the call when it rings.
        call.on('ringing', () => {
          const named = call.parameters.CallSid;
          if (!named) return;
          updateCurrent(callSid, { callSid: named });
          callSid = named;
        });
        follow(call, () => callSid);
        call.on('error', (error: { code?: number }) => {
          if (error.code !== undefined && softphone.get().current?.startedAt === null) effects.reportFailedEstablish(to, alarmId);
        });
        return done;
      },
      async accept({ callSid }: { callSid: string }): Promise<CommandResult> {
        const call = calls.get(callSid);
        const described = softphone.get().incoming.find((entry) => entry.callSid === callSid);
        if (!call || !described) return refused('SOFTPHONE_CALL_GONE');
        const current = softphone.get().current;
        if (currentCall && current && isLive(current)) {
          // qa-handling P1-1: the person on the line is put on hold, never hung up, before the next call is taken;
          // if the hold fails the call in progress stays as it is and the new one keeps ringing.
          if (!(await effects.holdCall(current.callSid))) {
            notice('error', null, 'messages.SOFTPHONE_HOLD_BEFORE_ACCEPT', null);
            return refused('SOFTPHONE_HOLD_BEFORE_ACCEPT');
          }
          set({ current: { ...current, phase: 'held' } });
          currentCall.disconnect();
        }
        if (!calls.has(callSid)) return refused('SOFTPHONE_CALL_GONE');
        acceptCall(call, described);
        return done;
      },
      reject({ callSid }: { callSid: string }): CommandResult {
        const call = calls.get(callSid);
        if (!call) return refused('SOFTPHONE_CALL_GONE');
        call.reject();
        calls.delete(callSid);
        set({ incoming: softphone.get().incoming.filter((entry) => entry.callSid !== callSid) });
        return done;
      },
      hangup: ({ keepHeld }: { keepHeld: boolean }): Promise<CommandResult> => hangup(currentCall, keepHeld),
      sendDigits({ digits }: { digits: string }): CommandResult {
        if (!currentCall) return refused('SOFTPHONE_NO_CALL');
        dtmf.push(digits);
        return done;
      },
      mute({ muted }: { muted: boolean }): CommandResult {
        const current = softphone.get().current;
        if (!currentCall || !current) return refused('SOFTPHONE_NO_CALL');
        currentCall.mute(muted);
        updateCurrent(current.callSid, { muted });
        return done;
      },
      dismissNotice({ id }: { id: string }): CommandResult {
        softphone.dismiss(id);
        return done;
      },
    },
  };
}
export type SoftphoneController = ReturnType<typeof createSoftphoneController>;
