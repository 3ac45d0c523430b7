import type { ListedAlarm, AlarmDetails, AlarmRef } from '../../src/contract/index.ts';
import type { ServerContext } from '../context.ts';
import type { Trx } from '../storage/database.ts';
import { ServiceError, invalid } from '../services/errors.ts';
import { assertOperator, type Principal } from '../services/principal.ts';
import { absencePhase } from '../../src/domain/validation/absence.ts';
import { OWNER_ACTIVE, changeAlarmAs, changeAlarmForPage } from './alarm-change.ts';
import { said, type CodedText, type LogParams } from './log-events.ts';

// The alarm's handling from delivery to clearing: report, accept, acknowledge, reason and action, clear.

/**
 * The line of a step the caller took in his own name; a one-time link guest's says it went through the link (QA
 * P2-1: the guest acts under its operator's account, and the log must not read as the operator's own step).
 */
function saidBy(principal: Principal, code: 'accepted' | 'takenOver' | 'acknowledged' | 'cleared', params: LogParams = {}): CodedText {
  return said(principal.simpleLogin ? `${code}ViaLink` : code, { ...params, name: principal.name });
}

/** POST accept: take the alarm; another respondent's alarm only with force (a take-over). */
export function acceptAlarm(ctx: ServerContext, principal: Principal, ref: AlarmRef, force: boolean): Promise<AlarmDetails> {
  assertOperator(principal);
  return changeAlarmForPage(ctx, principal, ref, { owner: false, active: true }, (alarm) => {
    if (alarm.RespondentId === principal.respondentId) return {};
    if (alarm.RespondentId !== null && !force) {
      throw new ServiceError('ALARM_TAKEN', `${alarm.OwnerName ?? 'Another respondent'} already handles this alarm`);
    }
    return alarm.RespondentId === null
      ? { patch: { RespondentId: principal.respondentId }, log: { event: 'accepted', ...saidBy(principal, 'accepted') } }
      : { patch: { RespondentId: principal.respondentId }, log: { event: 'takenOver', ...saidBy(principal, 'takenOver', { from: alarm.OwnerName ?? '' }) } };
  });
}

export function acknowledgeAlarm(ctx: ServerContext, principal: Principal, ref: AlarmRef): Promise<AlarmDetails> {
  return changeAlarmForPage(ctx, principal, ref, { owner: false, active: false }, (alarm) =>
    alarm.AcknowledgedAt ? {} : { patch: { AcknowledgedAt: ctx.clock.now().toISOString() }, log: { event: 'acknowledged', ...saidBy(principal, 'acknowledged') } },
  );
}

/**
 * POST clear: only once a reason and an action are registered (CONDITIONS_NOT_MET), unless the alarm's person is
 * absent (an ongoing absence, DETAIL-17): nobody is there to ask what happened.
 */
export function clearAlarm(ctx: ServerContext, principal: Principal, ref: AlarmRef): Promise<AlarmDetails> {
  assertOperator(principal);
  return changeAlarmForPage(ctx, principal, ref, OWNER_ACTIVE, async (alarm, trx) => {
    if ((!alarm.HasReason || !alarm.HasAction) && !(await personAbsent(trx, alarm.UserId, ctx.clock.now()))) {
      throw new ServiceError('CONDITIONS_NOT_MET', 'The required steps for allowing to clear this alarm has not been done. Make sure reason and action is registered.');
    }
    return { patch: { Active: 0, NotifyAfter: null }, log: { event: 'cleared', ...saidBy(principal, 'cleared') } };
  });
}

/** The person has an ongoing absence now (the absence calendar's own rule). */
async function personAbsent(trx: Trx, userId: number, now: Date): Promise<boolean> {
  const rows = await trx.selectFrom('absences').select(['StartAt', 'EndAt']).where('UserId', '=', userId).execute();
  return rows.some((row) => absencePhase({ start: Date.parse(row.StartAt), end: row.EndAt === null ? undefined : Date.parse(row.EndAt) }, now.getTime()) === 'ongoing');
}

/** reasonv2 / actionv2: a listed item (case-insensitive), or free text where the alarm allows it. */
export function registerReasonOrAction(ctx: ServerContext, principal: Principal, ref: AlarmRef, kind: 'reason' | 'action', message: string): Promise<AlarmDetails> {
  assertOperator(principal);
  return changeAlarmForPage(ctx, principal, ref, OWNER_ACTIVE, (alarm) => {
    const text = message.trim();
    const [listJson, freeText] = kind === 'reason' ? [alarm.PossibleReasons, alarm.ReasonFreeText] : [alarm.PossibleActions, alarm.ActionFreeText];
    const listed = (JSON.parse(listJson) as string[]).find((item) => item.toLowerCase() === text.toLowerCase());
    if (!listed && !freeText) throw invalid('message', `Choose one of the listed ${kind === 'reason' ? 'reasons' : 'actions'}`);
    if (!text) throw invalid('message', 'The text must not be empty');
    return { log: { event: kind, text: listed ?? text } };
  });
}

/** POST deliveryreport: the console confirms an alarm with DoDeliveryConfirmation reached it (no ownership). */
export function deliveryReport(ctx: ServerContext, principal: Principal, ref: AlarmRef): Promise<ListedAlarm> {
  return changeAlarmAs(ctx, principal, ref, { owner: false, active: false }, (alarm) =>
    alarm.DeliveredAt ? {} : { patch: { DeliveredAt: ctx.clock.now().toISOString() }, log: { event: 'delivered', ...said('delivered', { name: principal.name }) } },
  );
}
