import { randomUUID } from 'node:crypto';
import type { ServerContext } from '../context.ts';
import { changeOf, publishAlarmChange } from '../push/notify.ts';
import { changeAlarm, insertAlarm, insertSystemLog } from './alarm-store.ts';
import { findAlarms } from './alarm-queries.ts';
import type { AlarmRef, IngestAlarm } from '../../src/contract/index.ts';
import { DEFAULT_ACTIONS, DEFAULT_REASONS, DEFAULT_TEMPLATE, PLANNING_TEMPLATE } from './alarm-defaults.ts';
import { alarmNotFound, invalid } from '../services/errors.ts';
import { LogEvent, said, type CodedText } from './log-events.ts';
import { isInAlarmList } from './planned-alarms.ts';
import { writeTransaction } from '../storage/transactions.ts';
import { alarmTextColumns, type ServerAlarmText } from './server-alarm-text.ts';
import { storePersonRecords } from '../media/person-records.ts';

export interface IngestResult {
  AlarmId: number;
  GlobalAlarmId: string;
  created: boolean;
}

/**
 * Raises an alarm for a monitored user; a repeated GlobalAlarmId returns the alarm raised the first time. `repairs`
 * are the changes made to what the alarm receiver sent (logged on the alarm). A planned alarm joins the alarm list
 * only when its time comes (planned-alarms.ts).
 */
export async function ingestAlarm(ctx: ServerContext, input: IngestAlarm & Partial<ServerAlarmText>, repairs: readonly CodedText[] = []): Promise<IngestResult> {
  // Who and which group are read before the write lock (transactions.ts): every instance's writes wait on it.
  let users = ctx.db.selectFrom('monitored_users').select('UserId');
  users = input.UserId !== undefined ? users.where('UserId', '=', input.UserId) : users.where('ExternalId', '=', input.ExternalId ?? '');
  const user = await users.executeTakeFirst();
  if (!user) throw invalid(input.UserId !== undefined ? 'UserId' : 'ExternalId', 'No monitored user with this id');
  const planned = input.PlannedTime !== undefined;
  let groups = ctx.db.selectFrom('respondent_groups').select('RespondentGroupId').orderBy('RespondentGroupId');
  if (input.RespondentGroupId !== undefined) groups = groups.where('RespondentGroupId', '=', input.RespondentGroupId);
  else if (planned) groups = groups.orderBy('UsingPlanningView', 'desc');
  const group = await groups.executeTakeFirst();
  if (!group) throw invalid('RespondentGroupId', 'No such respondent group');
  const result = await writeTransaction(ctx.db, async (trx) => {
    if (input.GlobalAlarmId) {
      const [existing] = await findAlarms(trx, { globalAlarmIds: [input.GlobalAlarmId] });
      if (existing) return { AlarmId: existing.AlarmId, GlobalAlarmId: existing.GlobalAlarmId, created: false, existing };
    }
    const now = ctx.clock.now().toISOString();
    const globalId = input.GlobalAlarmId ?? randomUUID();
    const plannedTime = input.PlannedTime ? new Date(input.PlannedTime).toISOString() : null;
    const listed = isInAlarmList(plannedTime, now);
    const alarmId = await insertAlarm(trx, {
      GlobalAlarmId: globalId,
      UserId: user.UserId,
      RespondentGroupId: group.RespondentGroupId,
      RespondentId: null,
      Template: input.Template ?? (planned ? PLANNING_TEMPLATE : DEFAULT_TEMPLATE),
      Active: 1,
      AlarmText: input.AlarmText,
      ...alarmTextColumns(input),
      TextMessage: input.TextMessage ?? '',
      IconRef: input.IconRef ?? '',
      Priority: input.Priority ?? 2,
      Level: input.Level ?? 1,
      Flags: (input.Flags ?? []).join(','),
      Model: input.Model ?? '',
      CallType: input.CallType === undefined ? '' : String(input.CallType),
      UseSound: input.UseSound ?? 0,
      ServerAlarmTime: now,
      PlannedTime: plannedTime,
      RaisedAt: listed ? now : null,
      LastUpdated: now,
      NotifyAfter: null,
      SignificantUpdateAt: null,
      RequiresAcknowledgement: input.RequiresAcknowledgement ? 1 : 0,
      AcknowledgedAt: null,
      DoDeliveryConfirmation: input.DoDeliveryConfirmation ? 1 : 0,
      DeliveredAt: null,
      TaskType: input.TaskType ?? '',
      Comment: '',
      AcknowledgementText: input.Acknowledgement ?? '',
      DueDate: null,
      OperatorInformation: '{}',
      PossibleReasons: JSON.stringify(DEFAULT_REASONS),
      PossibleActions: JSON.stringify(DEFAULT_ACTIONS),
      ReasonFreeText: 1,
      ActionFreeText: 0,
    });
    await insertSystemLog(trx, alarmId, now, LogEvent.received, { text: input.AlarmText });
    await storePersonRecords(trx, user.UserId, alarmId, input);
    for (const line of repairs) await insertSystemLog(trx, alarmId, now, LogEvent.repaired, line);
    return { AlarmId: alarmId, GlobalAlarmId: globalId, created: true, groupId: group.RespondentGroupId, userId: user.UserId, planned, listed };
  });
  if ('existing' in result && result.existing) {
    // A receiver repeats an alarm it got no answer for: the instance that stored it may have died before it announced
    // it. Announcing it again costs a push the consoles de-duplicate; not announcing it could leave it unseen.
    await publishAlarmChange(ctx, changeOf(result.existing));
  } else {
    ctx.metrics.alarmsIngested += 1;
    if (repairs.length) ctx.log.warn({ alarmId: result.AlarmId, globalAlarmId: result.GlobalAlarmId, repairs: repairs.map((r) => r.text) }, 'ingest: alarm raised with repaired fields');
    await publishAlarmChange(ctx, {
      AlarmId: result.AlarmId,
      GlobalAlarmId: result.GlobalAlarmId,
      Active: true,
      RespondentGroupId: result.groupId,
      UserId: result.userId,
      RespondentId: null,
      planning: result.planned,
      listed: result.listed,
    });
  }
  return { AlarmId: result.AlarmId, GlobalAlarmId: result.GlobalAlarmId, created: result.created };
}

/** Routes an alarm to another respondent group (alarm receiver side); the old group's respondents lose it. */
export async function transferAlarm(ctx: ServerContext, ref: AlarmRef, groupId: number): Promise<{ AlarmId: number; GlobalAlarmId: string }> {
  const moved = await writeTransaction(ctx.db, async (trx) => {
    const [alarm] = await findAlarms(trx, typeof ref === 'number' ? { alarmIds: [ref] } : { globalAlarmIds: [ref] });
    if (!alarm) throw alarmNotFound();
    const group = await trx.selectFrom('respondent_groups').select('RespondentGroupId').where('RespondentGroupId', '=', groupId).executeTakeFirst();
    if (!group) throw invalid('RespondentGroupId', 'No such respondent group');
    if (alarm.RespondentGroupId === groupId) return { alarm, previous: undefined };
    const now = ctx.clock.now().toISOString();
    // A transferred alarm starts over in its new group: nobody there has taken it yet.
    await changeAlarm(trx, alarm.AlarmId, { RespondentGroupId: groupId, RespondentId: null }, now);
    await insertSystemLog(trx, alarm.AlarmId, now, LogEvent.transferred, said('transferred', { group: String(groupId) }));
    return { alarm, previous: alarm.RespondentGroupId };
  });
  const { alarm, previous } = moved;
  if (previous !== undefined) {
    await publishAlarmChange(ctx, { AlarmId: alarm.AlarmId, GlobalAlarmId: alarm.GlobalAlarmId, Active: alarm.Active === 1, RespondentGroupId: groupId, previousGroupId: previous, UserId: alarm.UserId, RespondentId: null, planning: alarm.PlannedTime !== null, listed: alarm.RaisedAt !== null });
  }
  return { AlarmId: alarm.AlarmId, GlobalAlarmId: alarm.GlobalAlarmId };
}
