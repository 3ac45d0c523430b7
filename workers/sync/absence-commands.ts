import { type AbsenceCreate, AbsenceCreateSchema } from '../../src/contract/index.ts';
import type { CommandResult, EngineApi } from '../../src/sync-client/engine-api.ts';
import { loadAbsences } from './loaders.ts';
import type { NewWrite } from './outbox.ts';
import type { UserRuntime } from './user-runtime.ts';

/**
 * Absences (calls §4, ABS-03..06): create and end/delete. Both are live writes (see the policy in outbox.ts): the
 * server decides overlap against the absences stored now, and the operator must see ABSENCE_OVERLAP and confirm
 * at once; an absence replayed later could overlap one created meanwhile or end one that already ended. After the
 * server accepted, the calendar is reloaded before the command answers, so the dialog shows the change.
 */
export function createAbsenceCommands(
  runtime: () => UserRuntime | null,
  notLoggedIn: CommandResult,
): Pick<EngineApi, 'createAbsence' | 'endAbsence'> {
  async function write(userId: number, alarmId: number | null, request: Omit<NewWrite, 'alarmId' | 'mode'>): Promise<CommandResult> {
    const current = runtime();
    if (!current) return notLoggedIn;
    const result = await current.outbox.submit({ ...request, alarmId, mode: 'live' });
    if (!result.ok) return result;
    await loadAbsences(current.ctx, userId, alarmId);
    return { ok: true, value: undefined };
  }

  return {
    async createAbsence(userId, { alarmId, ...absence }, options = {}) {
      const body: AbsenceCreate = absence;
      const parsed = AbsenceCreateSchema.safeParse(body);
      if (!parsed.success) return { ok: false, code: 'VALIDATION_FAILED', message: parsed.error.issues[0]?.message ?? 'VALIDATION_FAILED' };
      return write(userId, alarmId, {
        call: 'createAbsence',
        params: { user_id: userId },
        query: { ...(alarmId ? { alarmid: alarmId } : {}), ...(options.force ? { force: true } : {}) },
        body: parsed.data,
      });
    },
    endAbsence: (userId, absenceId, alarmId) =>
      write(userId, alarmId, {
        call: 'endAbsence',
        params: { user_id: userId, absenceId },
        query: alarmId ? { alarmid: alarmId } : {},
      }),
  };
}
