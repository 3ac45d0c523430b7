import type { ListedAlarm, AlarmRef } from '../../src/contract/index.ts';
import type { ServerContext } from '../context.ts';
import type { Trx } from '../storage/alarm-store.ts';
import { changeAlarmAs, OWNER_ACTIVE } from './alarm-command-service.ts';
import { ServiceError, invalid } from './errors.ts';
import { said } from './log-events.ts';
import { assertFullSession, type Principal } from './principal.ts';

/** E.164: a plus, a country code that does not start with 0, at most 15 digits in all. */
const E164 = /^\+[1-9]\d{6,14}$/;

/** The number as digits with its plus: the spaces, dashes, dots and brackets people write are not part of it. */
const normalise = (telephone: string) => telephone.replace(/[\s\-().]/g, '');

/** The numbers an alarm's SMS may go to: its user's own and those of his contacts (responders included). */
async function recipientNumbers(trx: Trx, userId: number | null): Promise<Set<string>> {
  if (userId === null) return new Set();
  const user = await trx.selectFrom('monitored_users').select(['TelephoneNumber', 'ExchangeTelephoneNumber', 'Profile']).where('UserId', '=', userId).executeTakeFirst();
  const contacts = await trx.selectFrom('contacts').select(['Telephone1', 'Telephone2', 'Telephone3']).where('UserId', '=', userId).execute();
  const profile = user ? (JSON.parse(user.Profile) as { CallbackTelephoneNumber?: string | null }) : {};
  const numbers = [user?.TelephoneNumber, user?.ExchangeTelephoneNumber, profile.CallbackTelephoneNumber, ...contacts.flatMap((c) => [c.Telephone1, c.Telephone2, c.Telephone3])];
  return new Set(numbers.filter((n): n is string => typeof n === 'string' && n.trim() !== '').map(normalise));
}

const REFUSALS = {
  operator: 'Too many SMS from this operator; try again in a minute.',
  alarm: 'Too many SMS from this alarm; try again in a minute.',
  day: 'The centre\'s daily SMS limit is reached.',
} as const;

/**
 * POST sendsms: an SMS from the alarm to its user or one of his contacts (security #NM2: the number is looked up
 * server-side, E.164, rate-limited; not from a one-time link session unless the centre allows it), logged, and
 * delivered to the development outbox (GET /api/dev/outbox), which stands in for an SMS gateway the reference
 * server does not have.
 */
export function sendSms(ctx: ServerContext, principal: Principal, ref: AlarmRef, telephone: string, message: string): Promise<ListedAlarm> {
  const number = normalise(telephone);
  // Checked once the alarm is known to be the caller's (404 and NOT_OWNER_ALARM first, as every alarm action).
  return changeAlarmAs(ctx, principal, ref, OWNER_ACTIVE, async (alarm, trx) => {
    if (!ctx.options.smsFromLinkSessions) assertFullSession(principal);
    if (!E164.test(number)) throw invalid('body.TelephoneNumber', 'Not an international number (E.164, e.g. +46701234567)');
    if (!(await recipientNumbers(trx, alarm.UserId)).has(number)) throw invalid('body.TelephoneNumber', 'Not a number of the alarm\'s user or his contacts');
    const refused = ctx.smsLimiter.take(principal.respondentId, alarm.AlarmId, ctx.clock.now().getTime());
    if (refused) {
      if (refused === 'day') ctx.log.error({ alarmId: alarm.AlarmId }, 'sms: the daily limit of the centre is reached, SMS are refused');
      throw new ServiceError('RATE_LIMITED', REFUSALS[refused]);
    }
    await trx.insertInto('outbox').values({ RespondentId: principal.respondentId, Telephone: number, Message: message, Code: '', CreatedAt: ctx.clock.now().toISOString() }).execute();
    return { log: { event: 'note', ...said('sms', { telephone: number, message }) } };
  });
}
