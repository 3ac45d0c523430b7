import type { Selectable } from 'kysely';
import type { ServerContext } from '../context.ts';
import type { MonitoredUserTable } from '../storage/schema.ts';
import { visibilityFilter } from '../alarms/alarm-access.ts';
import { notFound } from '../services/errors.ts';
import type { Principal } from '../services/principal.ts';

export type UserRow = Selectable<MonitoredUserTable>;

/** Whether one of the operator's respondent groups has an alarm of the user. */
async function userInMyAlarms(ctx: ServerContext, principal: Principal, userId: number): Promise<boolean> {
  const visibility = await visibilityFilter(ctx.db, principal);
  const alarm = await ctx.db.selectFrom('alarms').select('AlarmId').where('UserId', '=', userId).where('RespondentGroupId', 'in', visibility.groupIds?.length ? visibility.groupIds : [-1]).limit(1).executeTakeFirst();
  return alarm !== undefined;
}

/**
 * Users a caller may look at: the whole register with CenterUsers, otherwise the users of the alarms of his groups;
 * a one-time link session only the user its link was made for (not whoever its alarm was moved to later).
 */
export async function visibleUser(ctx: ServerContext, principal: Principal, userId: number): Promise<UserRow> {
  const user = await ctx.db.selectFrom('monitored_users').selectAll().where('UserId', '=', userId).executeTakeFirst();
  if (!user) throw notFound('User');
  if (principal.simpleLogin ? principal.linkUserId !== userId : !principal.permissions.includes('CenterUsers') && !(await userInMyAlarms(ctx, principal, userId))) {
    throw notFound('User');
  }
  return user;
}
