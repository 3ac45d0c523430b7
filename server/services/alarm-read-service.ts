import type { AlarmBasic, ListedAlarm, AlarmDelta, AlarmDetails, AlarmRef, Attachments, PlannedAlarm, Resource } from '../../src/contract/index.ts';
import type { ServerContext } from '../context.ts';
import { detailsOf, resourcesOf } from './alarm-details.ts';
import { alarmLogs, currentSeq, findAlarms } from '../storage/alarm-queries.ts';
import { toAlarm, toLog, toPlanned } from './alarm-view.ts';
import { withPlanning } from '../planning/planning-service.ts';
import { deactivatedSince, visibilityFilter, visibleAlarm, withinVisibility } from './alarm-access.ts';
import type { Principal } from './principal.ts';
import { personRecordsOf } from '../media/person-records.ts';
import { readSnapshot } from '../storage/transactions.ts';

/** GET api/alarms?onlyactive: the caller's alarms (active, plus recently deactivated unless onlyactive). */
export async function listAlarms(ctx: ServerContext, principal: Principal, onlyActive: boolean): Promise<ListedAlarm[]> {
  const visibility = await visibilityFilter(ctx.db, principal);
  const records = await findAlarms(ctx.db, { ...visibility, listed: true, ...(onlyActive ? { onlyActive: true } : { deactivatedSince: deactivatedSince(ctx) }) });
  return records.map((r) => toAlarm(r, principal.respondentId));
}

/** GET api/alarms?alarmids=&mode=planningview: ids may be AlarmIds or GlobalAlarmIds. */
export async function alarmsByIds(ctx: ServerContext, principal: Principal, ids: number[], globalIds: string[]): Promise<ListedAlarm[]> {
  const visibility = await visibilityFilter(ctx.db, principal);
  const groups = visibility.groupIds ? { groupIds: visibility.groupIds } : {};
  const byId = ids.length ? await findAlarms(ctx.db, { ...groups, alarmIds: ids }) : [];
  const byGlobal = globalIds.length ? await findAlarms(ctx.db, { ...groups, globalAlarmIds: globalIds }) : [];
  const unique = new Map([...byId, ...byGlobal].filter((r) => withinVisibility(visibility, r)).map((r) => [r.AlarmId, r]));
  return [...unique.values()].map((r) => toAlarm(r, principal.respondentId));
}

/** GET api/planningalarm: the active planned alarms of the caller's groups (the planning view). */
export async function plannedAlarms(ctx: ServerContext, principal: Principal): Promise<PlannedAlarm[]> {
  const records = await findAlarms(ctx.db, { ...(await visibilityFilter(ctx.db, principal)), planned: true, onlyActive: true });
  return withPlanning(ctx.db, records.map(toPlanned));
}

/** GET api/planningalarm/{id}: one alarm the caller may see, as the planning view shows it. */
export async function plannedAlarm(ctx: ServerContext, principal: Principal, ref: AlarmRef): Promise<PlannedAlarm> {
  return (await withPlanning(ctx.db, [toPlanned(await visibleAlarm(ctx.db, principal, ref))]))[0]!;
}

function parseCursor(since: string): number | null {
  return /^\d{1,15}$/.test(since) ? Number(since) : null;
}

/**
 * GET api/alarms?since=<cursor>: what changed for the caller after the cursor, including alarms that left its
 * groups. An unknown, future or pre-membership-change cursor answers the full list instead.
 */
export async function alarmsSince(ctx: ServerContext, principal: Principal, since: string): Promise<AlarmDelta> {
  return readSnapshot(ctx.db, async (trx) => {
    const seq = await currentSeq(trx);
    const cursor = parseCursor(since);
    const respondent = await trx.selectFrom('respondents').select('GroupsChangedSeq').where('RespondentId', '=', principal.respondentId).executeTakeFirst();
    const visibility = await visibilityFilter(trx, principal);
    const full = cursor === null || cursor === 0 || cursor > seq || (respondent?.GroupsChangedSeq ?? 0) > cursor;
    if (full) {
      const records = await findAlarms(trx, { ...visibility, listed: true, deactivatedSince: deactivatedSince(ctx) });
      return { cursor: String(seq), full: true, alarms: records.map((r) => toAlarm(r, principal.respondentId)), removed: [] };
    }
    const changed = await findAlarms(trx, { ...visibility, listed: true, changedAfterSeq: cursor });
    const visibleIds = new Set(changed.map((r) => r.AlarmId));
    let removals = trx.selectFrom('alarm_changes').select(['AlarmId', 'GlobalAlarmId']).distinct().where('Kind', '=', 'remove').where('Seq', '>', cursor);
    removals = visibility.groupIds
      ? removals.where('RespondentGroupId', 'in', visibility.groupIds.length ? visibility.groupIds : [-1])
      : removals.where('AlarmId', 'in', visibility.alarmIds?.length ? visibility.alarmIds : [-1]);
    const removed = (await removals.execute()).filter((r) => !visibleIds.has(r.AlarmId));
    // An alarm that moved away and back is in `changed`; it must not also be reported as removed.
    const stillVisible = removed.length ? await findAlarms(trx, { ...visibility, listed: true, alarmIds: removed.map((r) => r.AlarmId) }) : [];
    const stillIds = new Set(stillVisible.map((r) => r.AlarmId));
    return {
      cursor: String(seq),
      full: false,
      alarms: changed.map((r) => toAlarm(r, principal.respondentId)),
      removed: removed.filter((r) => !stillIds.has(r.AlarmId)),
    };
  });
}

/** GET api/alarms/{id}/basic and /basicv2: the alarm with its logs. */
export async function alarmBasic(ctx: ServerContext, principal: Principal, ref: AlarmRef): Promise<AlarmBasic> {
  const record = await visibleAlarm(ctx.db, principal, ref);
  return { ...toAlarm(record, principal.respondentId), Logs: (await alarmLogs(ctx.db, record.AlarmId)).map(toLog) };
}

/** GET api/alarms/{id}: the alarm plus DynamicDetails (what the caller may do now) and the detail widgets. */
export async function alarmDetails(ctx: ServerContext, principal: Principal, ref: AlarmRef): Promise<AlarmDetails> {
  const record = await visibleAlarm(ctx.db, principal, ref);
  return detailsOf(ctx, principal, record, await alarmLogs(ctx.db, record.AlarmId));
}

/** GET api/alarms/{id}/resources. */
export async function alarmResources(ctx: ServerContext, principal: Principal, ref: AlarmRef): Promise<Resource[]> {
  const record = await visibleAlarm(ctx.db, principal, ref);
  return resourcesOf(ctx, record.UserId);
}

/** GET api/alarms/{id}/attachments?latest=: logs newer than the `Latest` cursor (a log id) and the positions. */
export async function alarmAttachments(ctx: ServerContext, principal: Principal, ref: AlarmRef, latest: number | undefined): Promise<Attachments> {
  const record = await visibleAlarm(ctx.db, principal, ref);
  const logs = (await alarmLogs(ctx.db, record.AlarmId)).filter((l) => latest === undefined || l.Id > latest);
  const positions = await ctx.db
    .selectFrom('positions')
    .select(['Type', 'Latitude', 'Longitude', 'ServerTime'])
    .where('UserId', '=', record.UserId)
    .where('Type', '!=', 'Home')
    .orderBy('ServerTime', 'desc')
    .limit(20)
    .execute();
  const maxId = logs.reduce((max, l) => Math.max(max, l.Id), latest ?? 0);
  const { Images, Sounds, Videos, Links } = await personRecordsOf(ctx.db, record.UserId, record.AlarmId);
  return { Locations: positions, Coordinates: [], Logs: logs.map(toLog), Realarms: [], Latest: String(maxId), Images, Sounds, Videos, Links };
}
