import type { CommandResult, EngineApi } from '../../src/sync-client/engine-api.ts';
import type { UserRuntime } from './user-runtime.ts';

/**
 * Locate (API-57, DETAIL-39/40): asks the object's device for its position. A live write: a position asked for
 * later would answer a question nobody is waiting for, so offline it fails at once and the operator tries again.
 */
export function createLocateCommand(runtime: () => UserRuntime | null, notLoggedIn: CommandResult): Pick<EngineApi, 'locateUser'> {
  return {
    async locateUser(userId) {
      const current = runtime();
      if (!current) return notLoggedIn;
      const result = await current.outbox.submit({ call: 'locateUser', params: { user_id: userId }, alarmId: null, mode: 'live' });
      return result.ok ? { ok: true, value: undefined } : result;
    },
  };
}
