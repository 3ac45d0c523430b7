import type { AlarmRef } from '../../src/contract/index.ts';
import type { ServerContext } from '../context.ts';
import { findAlarms, groupIdsOf, type AlarmFilter, type AlarmRecord } from './alarm-queries.ts';
import type { Db } from '../storage/database.ts';
import { alarmNotFound } from '../services/errors.ts';
import type { Principal } from '../services/principal.ts';

/** Deactivated alarms stay in the lists this long after their last change. */
export const DEACTIVATED_RETENTION_MS = 7 * 24 * 3600_000;

/**
 * The part of the alarm table a caller may see: its groups' alarms, or the one alarm of a link session while it is
 * still about the user the link was made for (moved to another user, it shows that user's data: not the link's).
 */
export async function visibilityFilter(db: Db, principal: Principal): Promise<AlarmFilter> {
  if (principal.simpleLogin) return { alarmIds: principal.alarmId === null ? [] : [principal.alarmId], userIds: principal.linkUserId === null ? [] : [principal.linkUserId] };
  return { groupIds: await groupIdsOf(db, principal.respondentId) };
}

/** Whether a record found by id (not through the filter) is in the caller's part: a link session's alarm and user. */
export function withinVisibility(visibility: AlarmFilter, record: AlarmRecord): boolean {
  return (!visibility.alarmIds || visibility.alarmIds.includes(record.AlarmId)) && (!visibility.userIds || visibility.userIds.includes(record.UserId));
}

export function refFilter(ref: AlarmRef): AlarmFilter {
  return typeof ref === 'number' ? { alarmIds: [ref] } : { globalAlarmIds: [ref] };
}

/** The alarm `ref` points at, if the caller may see it; 404 AlarmNotFound otherwise (no leak of its existence). */
export async function visibleAlarm(db: Db, principal: Principal, ref: AlarmRef): Promise<AlarmRecord> {
  const visibility = await visibilityFilter(db, principal);
  const [record] = await findAlarms(db, { ...refFilter(ref), ...(visibility.groupIds ? { groupIds: visibility.groupIds } : {}) });
  if (!record || !withinVisibility(visibility, record)) throw alarmNotFound();
  return record;
}

export function deactivatedSince(ctx: ServerContext): string {
  return new Date(ctx.clock.now().getTime() - DEACTIVATED_RETENTION_MS).toISOString();
}
