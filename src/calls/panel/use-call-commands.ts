import { useState } from 'react';
import type { Call } from '../../contract/entities/calls.ts';
import type { MessageKey } from '../../contract/message-keys.ts';
import type { Failure } from '../../sync-client/failure.ts';
import { useSend } from '../../sync-client/engine-context.tsx';
import { type CallAction, callCommandError } from './call-errors.ts';
import { softphoneError, type SoftphoneView } from '../softphone/softphone-view.tsx';

export interface CallCommands {
  /** The last command's failure, as a message key (cleared by the next command). */
  error: MessageKey | null;
  pending: CallAction | null;
  /** Hold: the hold transaction, then the softphone hangs up keeping the call held (CALL-11, CALL-12). */
  hold(call: Call): Promise<void>;
  /** Unhold: take the held call by its sid (CALL-13). */
  resume(call: Call): Promise<void>;
  /** Join the held call into the active call's conference (CALL-25). */
  join(held: Call, active: Call): Promise<void>;
  /** Leave the active call's conference (CALL-24). */
  leave(active: Call): Promise<void>;
  /** Take the alarm's open call (a colleague's, API-47): the server rings this softphone with it. */
  takeAlarmCall(alarmId: number): Promise<void>;
}

/** The conference segment: the held call names it, else the active call's conference or sid. */
const conferenceOf = (active: Call, held?: Call) => held?.JoinCallSid || active.Conference || active.CallSid;

/** The call commands of the calls panel, each followed by its own error (CALL-26). */
export function useCallCommands(softphone: SoftphoneView): CallCommands {
  const send = useSend();
  const [error, setError] = useState<MessageKey | null>(null);
  const [pending, setPending] = useState<CallAction | null>(null);

  async function run(action: CallAction, command: () => Promise<{ ok: true } | Pick<Failure, 'ok' | 'code' | 'messageKey'>>) {
    setPending(action);
    setError(null);
    try {
      const result = await command();
      if (!result.ok) setError(callCommandError(action, result));
      return result.ok;
    } finally {
      setPending(null);
    }
  }

  return {
    error,
    pending,
    async hold(call) {
      const held = await run('hold', () => send('callsHold', { body: { CallSid: call.CallSid } }));
      if (held) setError(softphoneError(await softphone.send('hangup', { keepHeld: true })));
    },
    async resume(call) {
      await run('resume', async () => {
        const result = await send('callTake', { params: { callsid: call.CallSid } });
        return result.ok && result.value.Success === false ? { ok: false as const, code: 'CALL_NOT_FOUND' as const } : result;
      });
    },
    async join(held, active) {
      await run('join', () => send('joinConference', { params: { callsid: held.CallSid, conference: conferenceOf(active, held) } }));
    },
    async takeAlarmCall(alarmId) {
      await run('take', async () => {
        const result = await send('takeCall', { params: { alarm_id: alarmId } });
        return result.ok && result.value.Success === false ? { ok: false as const, code: 'CALL_NOT_FOUND' as const } : result;
      });
    },
    async leave(active) {
      await run('leave', () => send('leaveConference', { params: { callsid: active.CallSid, conference: conferenceOf(active) } }));
    },
  };
}
