import type { Insertable, Updateable } from 'kysely';
import type { Trx } from '../storage/database.ts';
import type { AlarmLogTable, AlarmTable } from '../storage/schema.ts';
import { type Arrival, recordAnswerTime } from '../targets/answer-time-store.ts';

/** What a change number is filed under: the alarm and the group that hears of it. */
interface ChangeKey {
  AlarmId: number;
  GlobalAlarmId: string;
  RespondentGroupId: number;
}

async function nextChange(trx: Trx, alarm: ChangeKey, kind: 'update' | 'remove', now: string): Promise<number> {
  const row = await trx
    .insertInto('alarm_changes')
    .values({ AlarmId: alarm.AlarmId, GlobalAlarmId: alarm.GlobalAlarmId, RespondentGroupId: alarm.RespondentGroupId, Kind: kind, CreatedAt: now })
    .returning('Seq')
    .executeTakeFirstOrThrow();
  return row.Seq;
}

/** Inserts an alarm and gives it its first change sequence number. */
export async function insertAlarm(trx: Trx, values: Omit<Insertable<AlarmTable>, 'ChangeSeq'>): Promise<number> {
  const { AlarmId } = await trx.insertInto('alarms').values({ ...values, ChangeSeq: 0 }).returning('AlarmId').executeTakeFirstOrThrow();
  const seq = await nextChange(trx, { AlarmId, GlobalAlarmId: values.GlobalAlarmId, RespondentGroupId: values.RespondentGroupId }, 'update', values.LastUpdated);
  await trx.updateTable('alarms').set({ ChangeSeq: seq }).where('AlarmId', '=', AlarmId).execute();
  return AlarmId;
}

/**
 * Applies a change to an alarm, stamps LastUpdated and a new change sequence number. When the alarm moves to
 * another respondent group a tombstone is kept for the old group, so catch-up tells its respondents to drop it.
 */
export async function changeAlarm(trx: Trx, alarm: number | ChangeKey, patch: Updateable<AlarmTable>, now: string): Promise<void> {
  // A caller that read the row already gives its keys: the row is not read again.
  const before = typeof alarm === 'number' ? await trx.selectFrom('alarms').select(['AlarmId', 'GlobalAlarmId', 'RespondentGroupId']).where('AlarmId', '=', alarm).executeTakeFirstOrThrow() : alarm;
  const groupId = typeof patch.RespondentGroupId === 'number' ? patch.RespondentGroupId : before.RespondentGroupId;
  if (groupId !== before.RespondentGroupId) await nextChange(trx, before, 'remove', now);
  const seq = await nextChange(trx, { ...before, RespondentGroupId: groupId }, 'update', now);
  await trx.updateTable('alarms').set({ ...patch, LastUpdated: now, ChangeSeq: seq }).where('AlarmId', '=', before.AlarmId).execute();
}

/** Writes a log line and its answer time; `arrival`: the alarm's row when the caller read it in this transaction. */
export async function insertLog(trx: Trx, log: Omit<Insertable<AlarmLogTable>, 'LastUpdated'>, arrival?: Arrival): Promise<void> {
  await trx.insertInto('alarm_logs').values({ ...log, LastUpdated: log.Created }).execute();
  await recordAnswerTime(trx, log, arrival);
}

/** A log row the server writes itself ("System"); `code` and `params` let the console render it in its language. */
export async function insertSystemLog(
  trx: Trx,
  alarmId: number,
  now: string,
  kind: { PredefinedId: number; LogEventCode: number },
  line: { text: string; code?: string; params?: Record<string, string> },
): Promise<void> {
  await insertLog(trx, {
    AlarmId: alarmId,
    Created: now,
    ...kind,
    LogText: line.text,
    RespondentId: null,
    RespondentName: 'System',
    ContactId: null,
    Name: '',
    Username: '',
    EventCode: line.code ?? null,
    EventParams: line.params ? JSON.stringify(line.params) : null,
  });
}
