import type { MessageKey } from '../../contract/message-keys.ts';
import type { Failure } from '../../sync-client/failure.ts';

export type CallAction = 'hold' | 'resume' | 'join' | 'leave' | 'take';

/** Each call command fails with its own text (CALL-12, CALL-26); an offline or session failure keeps its own. */
const ACTION_ERROR: Record<CallAction, MessageKey> = {
  hold: 'HOLD_CALL_ERROR',
  resume: 'UNHOLD_CALL_NOT_FOUND',
  join: 'JOIN_CONFERENCE_ERROR',
  leave: 'LEAVE_CONFERENCE_ERROR',
  take: 'TAKE_CALL_NOT_FOUND',
};

export function callCommandError(action: CallAction, failure: Pick<Failure, 'code' | 'messageKey'>): MessageKey {
  if (failure.code === 'OFFLINE' || failure.code === 'NOT_LOGGED_IN') return failure.messageKey ?? ACTION_ERROR[action];
  if ((action === 'resume' || action === 'take') && failure.code !== 'CALL_NOT_FOUND') return 'GENERIC_ERROR_MESSAGE';
  return ACTION_ERROR[action];
}
