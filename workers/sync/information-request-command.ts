import { InformationRequestResponseSchema } from '../../src/contract/index.ts';
import type { CommandResult, EngineApi } from '../../src/sync-client/engine-api.ts';
import type { UserRuntime } from './user-runtime.ts';

/**
 * The user-info (profile) request (API-54, ROUTE-22): the server raises an alarm for the object, owned by the
 * requester, and answers its AlarmId and Template for the console to open. A live write: the operator waits for
 * that alarm, so offline it fails at once rather than queueing.
 */
export function createInformationRequestCommand(
  runtime: () => UserRuntime | null,
  notLoggedIn: Extract<CommandResult, { ok: false }>,
): Pick<EngineApi, 'requestUserInfo'> {
  return {
    async requestUserInfo(userId, request) {
      const current = runtime();
      if (!current) return notLoggedIn;
      const result = await current.outbox.submit({ call: 'informationRequest', params: { user_id: userId }, body: request, alarmId: null, mode: 'live' });
      if (!result.ok) return result;
      const answer = InformationRequestResponseSchema.safeParse(result.value);
      const alarmId = answer.success ? answer.data.AlarmId : undefined;
      if (typeof alarmId !== 'number') return { ok: false, code: 'INVALID_RESPONSE', message: 'GENERIC_ERROR_MESSAGE' };
      return { ok: true, value: { alarmId, template: (answer.success && answer.data.Template) || 'default' } };
    },
  };
}
