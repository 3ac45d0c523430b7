import type { AlarmDetails, AlarmRef } from '../../src/contract/index.ts';
import type { ServerContext } from '../context.ts';
import { ServiceError, invalid } from '../services/errors.ts';
import { assertFullSession, type Principal } from '../services/principal.ts';
import { OWNER_ACTIVE, changeAlarmForPage } from './alarm-change.ts';
import { said } from './log-events.ts';

// Which person an alarm is for: another user, or the other user sharing the subscription.

/** POST changeuser. A one-time link is made for the alarm's user: its session may not move the alarm to anyone else. */
export function changeUser(ctx: ServerContext, principal: Principal, ref: AlarmRef, userId: number): Promise<AlarmDetails> {
  assertFullSession(principal);
  return changeAlarmForPage(ctx, principal, ref, OWNER_ACTIVE, async (alarm, trx) => {
    const user = await trx.selectFrom('monitored_users').select(['UserId', 'Name', 'LastName']).where('UserId', '=', userId).executeTakeFirst();
    if (!user) throw invalid('UserId', 'No such user');
    if (user.UserId === alarm.UserId) return {};
    return { patch: { UserId: user.UserId }, log: { event: 'userChanged', ...said('userChanged', { user: `${user.Name} ${user.LastName}` }) } };
  });
}

/** POST swapsharedwith: to the other user with the same national id number and an active subscription. */
export function swapSharedWith(ctx: ServerContext, principal: Principal, ref: AlarmRef): Promise<AlarmDetails> {
  assertFullSession(principal);
  return changeAlarmForPage(ctx, principal, ref, OWNER_ACTIVE, async (alarm, trx) => {
    const current = await trx.selectFrom('monitored_users').select(['NationalIdNumber']).where('UserId', '=', alarm.UserId).executeTakeFirstOrThrow();
    const other = await trx
      .selectFrom('monitored_users')
      .select(['UserId', 'Name', 'LastName'])
      .where('NationalIdNumber', '=', current.NationalIdNumber)
      .where('UserId', '!=', alarm.UserId)
      .where('SubscriptionActive', '=', 1)
      .orderBy('UserId')
      .executeTakeFirst();
    if (!other) throw new ServiceError('CONDITIONS_NOT_MET', 'No other user with an active subscription has the same national id number');
    return { patch: { UserId: other.UserId }, log: { event: 'sharedSwapped', ...said('sharedSwapped', { user: `${other.Name} ${other.LastName}` }) } };
  });
}
