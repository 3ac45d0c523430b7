import { useEffect, useState } from 'react';
import type { MessageKey } from '../../contract/message-keys.ts';
import { type PttMode, pttWithCalls, togglePtt } from '../../domain/calls.ts';
import { softphoneConnected } from './softphone-connected.ts';
import { softphoneError, type SoftphoneView } from '../softphone/softphone-view.tsx';

export interface Tones {
  /** Push-to-talk: talk (8 sent last, or no call) or hear (7). */
  mode: PttMode;
  /** The last tone's failure as a message key. */
  error: MessageKey | null;
  /** Sends one DTMF tone through the softphone; not connected it fails with DTMF_NOT_CONNECTED (CALL-41). */
  send(digit: string): Promise<void>;
  /** The push-to-talk toggle: 7 from talk, 8 from hear (CALL-33). */
  toggle(): Promise<void>;
  /** Sets the mode a tone of its own (Ctrl+PageDown talk, Ctrl+ArrowUp listen) put the far end in. */
  sendMode(mode: PttMode): Promise<void>;
}

/** Manage alarm's tones and push-to-talk state, shared by its buttons and the shortcuts. */
export function useTones(softphone: SoftphoneView, hasActiveCall: boolean): Tones {
  const [mode, setMode] = useState<PttMode>('talk');
  const [error, setError] = useState<MessageKey | null>(null);
  // CALL-34: with no active call push-to-talk is back to talk.
  useEffect(() => setMode((current) => pttWithCalls(current, hasActiveCall)), [hasActiveCall]);

  async function send(digit: string): Promise<boolean> {
    if (!softphoneConnected(softphone.state)) {
      setError('DTMF_NOT_CONNECTED');
      return false;
    }
    const failed = softphoneError(await softphone.send('sendDigits', { digits: digit }));
    setError(failed);
    return failed === null;
  }

  return {
    mode,
    error,
    send: async (digit) => void (await send(digit)),
    async toggle() {
      const next = togglePtt(mode);
      if (await send(next.digit)) setMode(next.mode);
    },
    async sendMode(target) {
      const next = togglePtt(target === 'talk' ? 'hear' : 'talk');
      if (await send(next.digit)) setMode(next.mode);
    },
  };
}
