/** What the softphone does with a voice-provider error (calls §8). */
export type VoiceErrorAction =
  | { kind: 'ignore' }
  | { kind: 'reloadSettings' }
  | { kind: 'busy' }
  /** A notice of that kind (softphone-capability's notice kinds). */
  | { kind: 'error' | 'connection' | 'provider'; code: number; messageKey: string; text: string | null };

/** The provider's busy answer (the gateway's precise signalling code, BusyHere). */
export const BUSY_CODE = 31486;

/**
 * The provider's connection errors (qa-handling P2-10): ConnectionError, TransportError and the signalling
 * socket's error or disconnect. A network blip raises them with or without a call.
 */
const CONNECTION_CODES: ReadonlySet<number> = new Set([31005, 31009, 53000, 53001]);

/**
 * CALL-51..55: a microphone failure (31402) and an ICE failure (53405) have their own texts; 31000 (a generic
 * signalling hiccup the SDK recovers from) and 31204 (a revoked token: the login is ending) are ignored; 31205 (the
 * token expired) reloads the settings; a lost connection has its own text (CALL-56); anything else shows a generic
 * popup with the code and the provider's text.
 */
export function voiceErrorAction(code: number | undefined, message: string | undefined): VoiceErrorAction {
  // A lost connection: the Device reconnects by itself and its notice goes once it has.
  if (code !== undefined && CONNECTION_CODES.has(code)) return { kind: 'connection', code, messageKey: 'softphone.errors.connection', text: null };
  switch (code) {
    case 31000:
    case 31204:
      return { kind: 'ignore' };
    case 31205:
      return { kind: 'reloadSettings' };
    case BUSY_CODE:
      return { kind: 'busy' };
    case 31402:
      return { kind: 'error', code, messageKey: 'softphone.errors.microphone', text: null };
    case 53405:
      return { kind: 'error', code, messageKey: 'softphone.errors.ice', text: null };
    default:
      return { kind: 'provider', code: code ?? 0, messageKey: 'softphone.errors.generic', text: message?.trim() || null };
  }
}
