import type { ServerContext } from '../context.ts';
import { changeOf, publishAlarmChange } from '../push/notify.ts';
import { findAlarms } from '../storage/alarm-queries.ts';
import { changeAlarm, insertLog } from '../storage/alarm-store.ts';
import { callParty } from './call-party.ts';
import { LogEvent, said, type LogParams } from '../services/log-events.ts';
import { writeTransaction } from '../storage/transactions.ts';

/** The operator a call line is written for. */
export interface CallOperator {
  RespondentId: number;
  Name: string;
  Username: string;
}

/**
 * Writes a call line (start, answer, end, failure, conference) on the alarm the call is about, as the operator on
 * the call, whoever owns the alarm (a call rings before anyone accepts), and pushes the alarm's update. A line with
 * the party's `number` also names the party (call-party.ts).
 */
export async function logCallOnAlarm(ctx: ServerContext, alarmId: number | null, operator: CallOperator, code: string, params: LogParams): Promise<void> {
  if (alarmId === null) return;
  const after = await writeTransaction(ctx.db, async (trx) => {
    const exists = await trx.selectFrom('alarms').select('AlarmId').where('AlarmId', '=', alarmId).executeTakeFirst();
    if (!exists) return undefined;
    const line = said(code, params.number === undefined ? params : { ...params, party: await callParty(trx, alarmId, params.number) });
    const now = ctx.clock.now().toISOString();
    await changeAlarm(trx, alarmId, {}, now);
    await insertLog(trx, {
      AlarmId: alarmId,
      Created: now,
      ...LogEvent.note,
      LogText: line.text,
      RespondentId: operator.RespondentId,
      RespondentName: operator.Name,
      ContactId: null,
      Name: '',
      Username: operator.Username,
      EventCode: line.code,
      EventParams: JSON.stringify(line.params),
    });
    const [record] = await findAlarms(trx, { alarmIds: [alarmId] });
    return record;
  });
  if (!after) return;
  await publishAlarmChange(ctx, changeOf(after));
}
