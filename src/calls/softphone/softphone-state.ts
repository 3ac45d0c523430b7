import { type CallPhase, type SoftphoneCall, type SoftphoneNotice, type SoftphoneState, staysUntilClosed } from './softphone-capability.ts';
import type { SoftphoneEffects } from './softphone-effects.ts';
import { voiceErrorAction } from './voice-errors.ts';

export const IDLE_STATE: SoftphoneState = { status: 'loading', incoming: [], current: null, lastEnded: null, levels: { input: 0, output: 0 }, notices: [] };
/** CALL-56: connection and in-call notices last 10 s; a provider's error (CALL-55) stays until closed. */
export const NOTICE_MS = 10_000;
const LIVE: readonly CallPhase[] = ['pending', 'accepted', 'started', 'resumed'];

export const isLive = (call: SoftphoneCall | null): boolean => call !== null && LIVE.includes(call.phase);

/**
 * The softphone's published state (CALL-07) and its notices: every change is handed to `onState`, none after the
 * teardown `signal`. Voice errors land here too, as a call's phase and a notice.
 */
export function createSoftphoneState(options: { effects: Pick<SoftphoneEffects, 'reloadSettings' | 'playBusyTone' | 'now' | 'randomId'>; onState(state: SoftphoneState): void; signal: AbortSignal }) {
  const { effects, signal } = options;
  let state = IDLE_STATE;

  const set = (change: Partial<SoftphoneState>) => {
    if (signal.aborted) return;
    state = { ...state, ...change };
    options.onState(state);
  };
  const updateCurrent = (callSid: string, change: Partial<SoftphoneCall>) => {
    if (state.current?.callSid === callSid) set({ current: { ...state.current, ...change } });
  };

  /**
   * A notice; the same one again (a network blip repeats its errors) replaces it, so it shows once, for 10 s again.
   * The same one is the same kind, code and provider text: each error with a text of its own has a code or its own
   * moment (a refused token before any call, a failed hold during one), so its key need not be compared.
   */
  function notice(kind: SoftphoneNotice['kind'], code: number | null, messageKey: string | null, text: string | null): void {
    const id = effects.randomId();
    const others = state.notices.filter((entry) => entry.kind !== kind || entry.code !== code || entry.text !== text);
    set({ notices: [...others, { id, kind, code, messageKey, text, at: effects.now() }] });
    if (!staysUntilClosed(kind)) setTimeout(() => dismiss(id), NOTICE_MS);
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
      return notice('busy', null, 'messages.CALL_BUSY', null);
    }
    if (callSid) updateCurrent(callSid, { phase: 'error' });
    notice(action.kind, action.code, action.messageKey, action.text);
  }

  return { get: () => state, set, updateCurrent, notice, dismiss, onVoiceError };
}
export type SoftphoneStateOwner = ReturnType<typeof createSoftphoneState>;
