import type { VoiceToken } from '../../contract/entities/calls.ts';
import { ErrorCode } from '../../contract/errors.ts';
import type { CommandResult } from '../../sync-client/failure.ts';
import { shouldAutoAnswer } from './auto-answer.ts';
import { createDtmfQueue } from './dtmf-queue.ts';
import { endedPhase } from './ended-phase.ts';
import type { HangupDigit } from './hangup-digit.ts';
import type { CallPhase, SoftphoneCall, SoftphoneNotice, SoftphoneState } from './softphone-capability.ts';
import { CONNECTION_NOTICE, voiceErrorAction } from './voice-errors.ts';

// The SDK's own listener type (EventEmitter): its events' arguments differ per event.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Listener = (...args: any[]) => void;

/** The part of the SDK's Call the softphone uses (fakes implement it in tests). */
export interface VoiceCall {
  readonly parameters: Record<string, string>;
  readonly customParameters: Map<string, string>;
  accept(): void;
  reject(): void;
  disconnect(): void;
  mute(shouldMute?: boolean): void;
  sendDigits(digits: string): void;
  on(event: string, listener: Listener): unknown;
}

/** The part of the SDK's Device the softphone uses. */
export interface VoiceDevice {
  on(event: string, listener: Listener): unknown;
  register(): Promise<void>;
  updateToken(token: string): void;
  connect(options: { params: Record<string, string> }): Promise<VoiceCall>;
  destroy(): void;
}

export interface SoftphoneEffects {
  fetchToken(): Promise<CommandResult<VoiceToken>>;
  createDevice(token: VoiceToken): Promise<VoiceDevice>;
  /** CALL-54: 31205 reloads the settings through the engine. */
  reloadSettings(): void;
  /** CALL-10: the busy tone, in the owner tab. */
  playBusyTone(): void;
  /** CALL-15: a call that could not be placed is logged on its alarm. */
  reportFailedEstablish(to: string, alarmId: string | null): void;
  /** CALL-11: the hold transaction on the server (the caller waits in the call's conference); true once held. */
  holdCall(callSid: string): Promise<boolean>;
  /** VALID-29: the alarm unit's hang-up digit for this call (its in-call commands and DTMFSENDDIGIT), if it has one. */
  hangupDigit(callSid: string): HangupDigit | null;
  now(): number;
  randomId(): string;
}

type Done = { ok: boolean; messageKey?: string };

export const IDLE_STATE: SoftphoneState = { status: 'loading', incoming: [], current: null, lastEnded: null, levels: { input: 0, output: 0 }, notices: [] };
/** CALL-56: connection and in-call notices last 10 s; the generic popup (CALL-55) stays until closed. */
export const NOTICE_MS = 10_000;
/** CALL-16: a hang-up that has not ended the call after 2 s is reported as a failed disconnect (405). */
export const DISCONNECT_TIMEOUT_MS = 2_000;
const LIVE: readonly CallPhase[] = ['pending', 'accepted', 'started', 'resumed'];

export const isLive = (call: SoftphoneCall | null): boolean => call !== null && LIVE.includes(call.phase);

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
  let state = IDLE_STATE;
  let device: VoiceDevice | null = null;
  const calls = new Map<string, VoiceCall>();
  let currentCall: VoiceCall | null = null;
  const dtmf = createDtmfQueue((digits) => currentCall?.sendDigits(digits), () => effects.now());

  const set = (change: Partial<SoftphoneState>) => {
    if (signal.aborted) return;
    state = { ...state, ...change };
    options.onState(state);
  };
  const updateCurrent = (callSid: string, change: Partial<SoftphoneCall>) => {
    if (state.current?.callSid === callSid) set({ current: { ...state.current, ...change } });
  };

  /** A notice; the same one again (a network blip repeats its errors) replaces it, so it shows once, for 10 s again. */
  function notice(kind: SoftphoneNotice['kind'], code: number | null, messageKey: string | null, text: string | null, expires: boolean): void {
    const id = effects.randomId();
    const others = state.notices.filter((entry) => entry.kind !== kind || entry.code !== code || entry.messageKey !== messageKey || entry.text !== text);
    set({ notices: [...others, { id, kind, code, messageKey, text, at: effects.now() }] });
    if (expires) setTimeout(() => dismiss(id), NOTICE_MS);
  }
  function dismiss(id: string): void {
    if (state.notices.some((entry) => entry.id === id)) set({ notices: state.notices.filter((entry) => entry.id !== id) });
  }

  function onVoiceError(error: { code?: number; message?: string } | undefined, callSid: string | null): void {
    const action = voiceErrorAction(error?.code, error?.message);
    if (action.kind === 'ignore') return;
    if (action.kind === 'reloadSettings') return effects.reloadSettings();
    if (action.kind === 'busy') {
      if (callSid) updateCurrent(callSid, { phase: 'busy', endedAt: effects.now() });
      effects.playBusyTone();
      return notice('busy', null, 'messages.CALL_BUSY', null, true);
    }
    if (callSid) updateCurrent(callSid, { phase: 'error' });
    notice('error', action.code, action.messageKey, action.text, action.messageKey !== 'softphone.errors.generic');
  }

  function describe(call: VoiceCall, direction: SoftphoneCall['direction'], fallbackSid: string): SoftphoneCall {
    const custom = call.customParameters;
    return {
      callSid: call.parameters.CallSid || fallbackSid,
      direction,
      phase: 'pending',
      from: call.parameters.From ?? '',
      to: call.parameters.To ?? custom.get('To') ?? '',
      alarmId: custom.get('GlobalAlarmId') || custom.get('AlarmId') || null,
      callerText: custom.get('CallerText') || null,
      initiatedAt: effects.now(),
      startedAt: null,
      endedAt: null,
      autoHangUpAt: custom.get('AutoHangUpAt') || null,
      muted: false,
      hangingUp: false,
    };
  }

  /** Follows a call once it is this Device's current call: media, mute, levels and its end. */
  function follow(call: VoiceCall, sidOf: () => string): void {
    currentCall = call;
    dtmf.clear();
    let lastLevels = 0;
    // A take leg brings back a held call: its media resumes (CALL-07), and its timer goes on from the call's first
    // answer, the start its log's duration counts from (qa-handling P3-5).
    const media: CallPhase = call.customParameters.get('Take') === '1' ? 'resumed' : 'started';
    const answeredAt = Date.parse(call.customParameters.get('AnsweredAt') ?? '');
    call.on('accept', () => updateCurrent(sidOf(), { phase: media, startedAt: Math.min(effects.now(), Number.isNaN(answeredAt) ? Infinity : answeredAt) }));
    call.on('mute', (muted: boolean) => updateCurrent(sidOf(), { muted }));
    call.on('volume', (input: number, output: number) => {
      // The SDK reports about 20 times a second; a few times a second is plenty for a meter (and the channel).
      const now = effects.now();
      if (now - lastLevels < 200) return;
      lastLevels = now;
      set({ levels: { input, output } });
    });
    call.on('disconnect', () => {
      if (currentCall === call) {
        currentCall = null;
        dtmf.clear();
      }
      const current = state.current;
      const callSid = sidOf();
      if (current?.callSid !== callSid) return;
      const endedAt = effects.now();
      const keptHeld = current.phase === 'held';
      set({
        current: { ...current, phase: endedPhase(current.phase), endedAt, hangingUp: false },
        levels: { input: 0, output: 0 },
        lastEnded: current.startedAt !== null && !keptHeld ? { callSid, alarmId: current.alarmId, endedAt } : state.lastEnded,
      });
    });
    call.on('error', (error: { code?: number; message?: string }) => onVoiceError(error, sidOf()));
  }

  function onIncoming(call: VoiceCall): void {
    const described = describe(call, 'incoming', effects.randomId());
    const { callSid } = described;
    calls.set(callSid, call);
    const gone = (phase: CallPhase) => () => {
      calls.delete(callSid);
      set({ incoming: state.incoming.filter((entry) => entry.callSid !== callSid) });
      if (phase === 'cancelled' && state.current?.callSid === callSid) updateCurrent(callSid, { phase, endedAt: effects.now() });
    };
    call.on('cancel', gone('cancelled'));
    call.on('reject', gone('cancelled'));
    call.on('disconnect', gone('completed'));
    if (shouldAutoAnswer(described.from, call.customParameters.get('Take'), options.autoAnswer())) {
      set({ incoming: state.incoming });
      acceptCall(call, described);
      return;
    }
    set({ incoming: [...state.incoming, described] });
  }

  function acceptCall(call: VoiceCall, described: SoftphoneCall): void {
    calls.delete(described.callSid);
    set({ incoming: state.incoming.filter((entry) => entry.callSid !== described.callSid), current: { ...described, phase: 'accepted' } });
    follow(call, () => described.callSid);
    call.accept();
  }

  async function start(): Promise<void> {
    const first = await effects.fetchToken();
    if (signal.aborted) return;
    if (!first.ok) {
      set({ status: 'error' });
      return notice('error', null, first.code === ErrorCode.TWILIO_ERROR_ON_INIT ? 'softphone.errors.init' : 'softphone.errors.token', null, true);
    }
    const created = await effects.createDevice(first.value);
    if (signal.aborted) return created.destroy();
    device = created;
    // Registered again after a blip: the connection is back, so its notice goes (qa-handling P2-10).
    created.on('registered', () => set({ status: 'ready', notices: state.notices.filter((entry) => entry.messageKey !== CONNECTION_NOTICE) }));
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

  const ok: Done = { ok: true };
  const refused = (messageKey: string): Done => ({ ok: false, messageKey });
  let hangingUp: Promise<Done> | null = null;

  /** Sends the unit its hang-up digit and waits the delay; true when the call ended meanwhile (the unit hung up). */
  function sendHangupDigit(call: VoiceCall, callSid: string, unitDigit: HangupDigit): Promise<boolean> {
    updateCurrent(callSid, { hangingUp: true });
    call.sendDigits(unitDigit.digit);
    return new Promise((resolve) => {
      const timer = setTimeout(() => resolve(false), unitDigit.delayMs);
      call.on('disconnect', () => {
        clearTimeout(timer);
        resolve(true);
      });
    });
  }

  function disconnect(call: VoiceCall): Promise<Done> {
    return new Promise((resolve) => {
      const timer = setTimeout(() => {
        // CALL-16: no disconnect within 2 s.
        notice('error', 405, 'softphone.errors.disconnect', null, true);
        resolve(refused('softphone.errors.disconnect'));
      }, DISCONNECT_TIMEOUT_MS);
      call.on('disconnect', () => {
        clearTimeout(timer);
        resolve(ok);
      });
      call.disconnect();
    });
  }

  return {
    /** A call is pending or up: the owner must not hand the softphone over (CALL-07 live phases). */
    isBusy: (): boolean => state.incoming.length > 0 || isLive(state.current),
    handlers: {
      async dial({ to, alarmId }: { to: string; alarmId: string | null }): Promise<Done> {
        // No key: the caller shows its own "softphone unavailable".
        if (!device || state.status !== 'ready') return { ok: false };
        if (isLive(state.current)) {
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
          if (error.code !== undefined && state.current?.startedAt === null) effects.reportFailedEstablish(to, alarmId);
        });
        return ok;
      },
      async accept({ callSid }: { callSid: string }): Promise<Done> {
        const call = calls.get(callSid);
        const described = state.incoming.find((entry) => entry.callSid === callSid);
        if (!call || !described) return refused('softphone.callGone');
        const current = state.current;
        if (currentCall && current && isLive(current)) {
          // qa-handling P1-1: the person on the line is put on hold, never hung up, before the next call is taken;
          // if the hold fails the call in progress stays as it is and the new one keeps ringing.
          if (!(await effects.holdCall(current.callSid))) {
            notice('error', null, 'softphone.errors.holdBeforeAccept', null, true);
            return refused('softphone.errors.holdBeforeAccept');
          }
          set({ current: { ...current, phase: 'held' } });
          currentCall.disconnect();
        }
        if (!calls.has(callSid)) return refused('softphone.callGone');
        acceptCall(call, described);
        return ok;
      },
      reject({ callSid }: { callSid: string }): Done {
        const call = calls.get(callSid);
        if (!call) return refused('softphone.callGone');
        call.reject();
        calls.delete(callSid);
        set({ incoming: state.incoming.filter((entry) => entry.callSid !== callSid) });
        return ok;
      },
      hangup({ keepHeld }: { keepHeld: boolean }): Promise<Done> {
        const call = currentCall;
        const current = state.current;
        if (!call || !current) return Promise.resolve(refused('softphone.noCall'));
        // A second hang-up (the button, Ctrl+G) while the unit's digit is out waits for the same end: no second digit.
        if (hangingUp) return hangingUp;
        if (keepHeld) set({ current: { ...current, phase: 'held' } });
        // VALID-29: a connected alarm unit's call is first sent the digit its speakerphone hangs up on; a held call
        // goes on in the conference, so it is not.
        const unitDigit = keepHeld || current.startedAt === null ? null : effects.hangupDigit(current.callSid);
        if (!unitDigit) return disconnect(call);
        hangingUp = sendHangupDigit(call, current.callSid, unitDigit)
          .then((ended) => (ended ? ok : disconnect(call)))
          .finally(() => {
            hangingUp = null;
            // A disconnect that failed (CALL-16) leaves the call up: Hang up is offered again.
            if (state.current?.hangingUp) updateCurrent(current.callSid, { hangingUp: false });
          });
        return hangingUp;
      },
      sendDigits({ digits }: { digits: string }): Done {
        if (!currentCall) return refused('softphone.noCall');
        dtmf.push(digits);
        return ok;
      },
      mute({ muted }: { muted: boolean }): Done {
        if (!currentCall || !state.current) return refused('softphone.noCall');
        currentCall.mute(muted);
        updateCurrent(state.current.callSid, { muted });
        return ok;
      },
      dismissNotice({ id }: { id: string }): Done {
        dismiss(id);
        return ok;
      },
    },
  };
}
export type SoftphoneController = ReturnType<typeof createSoftphoneController>;
