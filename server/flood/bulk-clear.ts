import type { BulkClear, BulkClearResult } from '../../src/contract/index.ts';
import { TECHNICAL_ALARM_FLAG } from '../../src/domain/flood-groups.ts';
import type { ServerContext } from '../context.ts';
import { changeAlarmAs, UNCHANGED } from '../alarms/alarm-change.ts';
import type { AlarmRecord } from '../alarms/alarm-queries.ts';
import { said } from '../alarms/log-events.ts';
import { isTestRecord } from '../alarms/test-alarm-mark.ts';
import { ServiceError } from '../services/errors.ts';
import { assertFullSession, assertOperator, assertPermission, type Principal } from '../services/principal.ts';

/** A technical or test alarm, which a supervisor may clear in bulk: nobody needs to be spoken to. */
const isTechnicalOrTest = (record: AlarmRecord) => isTestRecord(record) || record.Flags.split(',').includes(TECHNICAL_ALARM_FLAG);

/**
 * POST /api/flood/bulkclear (FloodBulkClear): each named alarm that is a technical or test alarm, active and held by
 * nobody else is cleared in its own change, logged with the one reason and action and as cleared in bulk by the
 * supervisor; the others are left and named in the answer.
 */
export async function bulkClear(ctx: ServerContext, principal: Principal, request: BulkClear): Promise<BulkClearResult> {
  assertFullSession(principal);
  assertOperator(principal);
  assertPermission(principal, 'FloodBulkClear');
  const result: BulkClearResult = { Cleared: [], Skipped: [] };
  for (const alarmId of new Set(request.AlarmIds)) {
    let cleared = false;
    try {
      await changeAlarmAs(ctx, principal, alarmId, { owner: false, active: true }, (alarm) => {
        if (!isTechnicalOrTest(alarm) || (alarm.RespondentId !== null && alarm.RespondentId !== principal.respondentId)) return UNCHANGED;
        cleared = true;
        return {
          patch: { Active: 0, NotifyAfter: null },
          logsBefore: [
            { event: 'reason', text: request.Reason },
            { event: 'action', text: request.Action },
          ],
          log: { event: 'cleared', ...said('clearedInBulk', { name: principal.name }) },
        };
      });
    } catch (error) {
      // An alarm gone meanwhile or out of the supervisor's groups is left, not a failure of the rest.
      if (!(error instanceof ServiceError)) throw error;
    }
    (cleared ? result.Cleared : result.Skipped).push(alarmId);
  }
  return result;
}
