import type { AlarmRef } from '../../src/contract/index.ts';
import { medicalNotesAllowed, readList } from '../../src/domain/settings.ts';
import type { ServerContext } from '../context.ts';
import { visibleAlarm } from '../alarms/alarm-access.ts';
import { forbidden } from '../services/errors.ts';
import type { Principal } from '../services/principal.ts';

/** The fields of user details that are health data: sent only where medical notes are allowed. */
export const MEDICAL_FIELDS = ['MedicalCondition', 'Medication', 'SupportingAids', 'CarePlan'] as const;

/**
 * The respondent groups a medical read or write about a user happens in: a link session's alarm; for an operator,
 * the alarm the request names (it must be the user's), else every group the user has alarms in (a user opened from
 * search or history is judged on where his alarms go, never on the operator's own memberships: security #M4).
 */
async function contextGroupIds(ctx: ServerContext, principal: Principal, userId: number, alarm: AlarmRef | undefined): Promise<number[]> {
  if (principal.simpleLogin) {
    // The link's own alarm, even once moved to another user (the link then reads only the user it was made for).
    const own = principal.alarmId === null ? undefined : await ctx.db.selectFrom('alarms').select('RespondentGroupId').where('AlarmId', '=', principal.alarmId).executeTakeFirst();
    return own ? [own.RespondentGroupId] : [];
  }
  if (alarm !== undefined) {
    const record = await visibleAlarm(ctx.db, principal, alarm);
    return record.UserId === userId ? [record.RespondentGroupId] : [];
  }
  const rows = await ctx.db.selectFrom('alarms').select('RespondentGroupId').distinct().where('UserId', '=', userId).execute();
  return rows.map((row) => row.RespondentGroupId);
}

/** Whether ALLOW_MEDICAL_NOTES lists (by id or name, as the console reads it) every group of the request's context. */
export async function medicalAllowed(ctx: ServerContext, principal: Principal, userId: number, alarm?: AlarmRef): Promise<boolean> {
  const groupIds = await contextGroupIds(ctx, principal, userId, alarm);
  if (groupIds.length === 0) return false;
  const setting = await ctx.db.selectFrom('settings').select('Value').where('Key', '=', 'ALLOW_MEDICAL_NOTES').executeTakeFirst();
  const settings = { ALLOW_MEDICAL_NOTES: readList(setting?.Value) };
  const groups = await ctx.db.selectFrom('respondent_groups').select(['RespondentGroupId', 'Description']).where('RespondentGroupId', 'in', groupIds).execute();
  return groups.length === groupIds.length && groups.every((g) => medicalNotesAllowed(settings, g.RespondentGroupId) || medicalNotesAllowed(settings, g.Description));
}

export async function assertMedicalAllowed(ctx: ServerContext, principal: Principal, userId: number, alarm?: AlarmRef): Promise<void> {
  if (!(await medicalAllowed(ctx, principal, userId, alarm))) throw forbidden('Medical notes are not allowed for this alarm\'s respondent group');
}
