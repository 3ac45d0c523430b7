import type { Selectable, Updateable } from 'kysely';
import type { ListedAlarm, AlarmDetails, AlarmRef } from '../../src/contract/index.ts';
import type { ServerContext } from '../context.ts';
import { changeOf, publishAlarmChange } from '../push/notify.ts';
import { alarmLogs, findAlarms, type AlarmRecord } from '../storage/alarm-queries.ts';
import { changeAlarm, insertLog, type Trx } from '../storage/alarm-store.ts';
import type { AlarmLogTable, AlarmTable } from '../storage/schema.ts';
import { detailsOf } from './alarm-details.ts';
import { visibleAlarm } from './alarm-access.ts';
import { callParty } from '../calls/call-party.ts';
import { toAlarm } from './alarm-view.ts';
import { ServiceError, invalid } from './errors.ts';
import { LogEvent, said, type CodedText, type LogEventName, type LogParams } from './log-events.ts';
import { assertCanWrite, assertFullSession, assertOperator, type Principal } from './principal.ts';
import { absencePhase } from '../../src/domain/validation/absence.ts';
import { commandAnswerLine, commandSentLine } from '../devices/command-log.ts';
import { validateCommandInput } from '../devices/command-validation.ts';
import { demoAnswer, demoDelayMs, deviceDelay, type DeviceAnswer } from '../devices/demo-transmitter.ts';
import { writeTransaction } from '../storage/transactions.ts';

interface Rules {
  /** Only the respondent who owns the alarm may do this (NOT_OWNER_ALARM otherwise); a function: for such alarms. */
  owner: boolean | ((alarm: AlarmRecord) => boolean);
  /** The alarm must still be active (ALARM_NOT_ACTIVE otherwise). */
  active: boolean;
}

export interface Change {
  patch?: Updateable<AlarmTable>;
  /** `code` and `params` when the server wrote the text itself (the console renders them in its language). */
  log?: { event: LogEventName; text: string; code?: string; params?: LogParams };
  significant?: boolean;
}

export const OWNER_ACTIVE: Rules = { owner: true, active: true };

/** What `decide` answers when the call changes nothing (a look): no change number, no log line, no push. */
export const UNCHANGED = null;

type Decide = (record: AlarmRecord, trx: Trx) => Change | typeof UNCHANGED | Promise<Change | typeof UNCHANGED>;

/** A change without a patch or a log line (a repeated acknowledgement, accepting one's own alarm) changes nothing. */
function changesNothing(change: Change): boolean {
  return !change.log && Object.keys(change.patch ?? {}).length === 0;
}

/** The alarm row after a change, and its log when the caller answers the alarm page. */
interface Changed {
  record: AlarmRecord;
  logs: Selectable<AlarmLogTable>[] | undefined;
}

/**
 * Runs one change of an alarm in a transaction: visibility, read-only, activity and ownership checks, the patch,
 * its log row and a new change sequence number; then pushes the update, built from the row read here, to everyone
 * who may see the alarm. A change of nothing writes nothing, takes no change number and pushes nothing.
 */
async function commitChange(ctx: ServerContext, principal: Principal, ref: AlarmRef, rules: Rules, decide: Decide, withLogs: boolean): Promise<Changed> {
  assertCanWrite(principal);
  const { before, after, change, logs } = await writeTransaction(ctx.db, async (trx) => {
    const before = await visibleAlarm(trx, principal, ref);
    if (rules.active && before.Active !== 1) throw new ServiceError('ALARM_NOT_ACTIVE', 'The alarm is no longer active');
    const ownerOnly = typeof rules.owner === 'function' ? rules.owner(before) : rules.owner;
    if (ownerOnly && before.RespondentId !== principal.respondentId) {
      const who = before.OwnerName ? `${before.OwnerName} handles this alarm` : 'Nobody has taken this alarm';
      throw new ServiceError('NOT_OWNER_ALARM', `${who}; take it over to change it`);
    }
    const change = await decide(before, trx);
    const logsNow = async () => (withLogs ? await alarmLogs(trx, before.AlarmId) : undefined);
    if (change === UNCHANGED || changesNothing(change)) return { before, after: before, change: UNCHANGED, logs: await logsNow() };
    const now = ctx.clock.now().toISOString();
    await changeAlarm(trx, before, { ...change.patch, ...(change.significant ? { SignificantUpdateAt: now } : {}) }, now);
    if (change.log) {
      await insertLog(trx, {
        AlarmId: before.AlarmId,
        Created: now,
        ...LogEvent[change.log.event],
        LogText: change.log.text,
        RespondentId: principal.respondentId,
        RespondentName: principal.name,
        ContactId: null,
        Name: '',
        Username: principal.username,
        EventCode: change.log.code ?? null,
        EventParams: change.log.params ? JSON.stringify(change.log.params) : null,
      });
    }
    const [after] = await findAlarms(trx, { alarmIds: [before.AlarmId] });
    return { before, after: after!, change, logs: await logsNow() };
  });
  if (change === UNCHANGED) return { record: after, logs };
  const extra = {
    ...(before.RespondentGroupId !== after.RespondentGroupId ? { previousGroupId: before.RespondentGroupId } : {}),
    ...(change.significant ? { significant: true } : {}),
  };
  await publishAlarmChange(ctx, changeOf(after, extra), after);
  return { record: after, logs };
}

/** One change of an alarm (see commitChange), answering the alarm's list row. */
export async function changeAlarmAs(ctx: ServerContext, principal: Principal, ref: AlarmRef, rules: Rules, decide: Decide): Promise<ListedAlarm> {
  const { record } = await commitChange(ctx, principal, ref, rules, decide, false);
  return toAlarm(record, principal.respondentId);
}

/**
 * One change of an alarm (see commitChange) answering the alarm as its page shows it, log included, from the row
 * and log the transaction read: the console stores it and loads nothing again.
 */
export async function changeAlarmForPage(ctx: ServerContext, principal: Principal, ref: AlarmRef, rules: Rules, decide: Decide): Promise<AlarmDetails> {
  const { record, logs } = await commitChange(ctx, principal, ref, rules, decide, true);
  return detailsOf(ctx, principal, record, logs ?? []);
}

/** POST accept: take the alarm; another respondent's alarm only with force (a take-over). */
/**
 * The line of a step the caller took in his own name; a one-time link guest's says it went through the link (QA
 * P2-1: the guest acts under its operator's account, and the log must not read as the operator's own step).
 */
function saidBy(principal: Principal, code: 'accepted' | 'takenOver' | 'acknowledged' | 'cleared', params: LogParams = {}): CodedText {
  return said(principal.simpleLogin ? `${code}ViaLink` : code, { ...params, name: principal.name });
}

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

export function notifyIn(ctx: ServerContext, principal: Principal, ref: AlarmRef, seconds: number): Promise<AlarmDetails> {
  return changeAlarmForPage(ctx, principal, ref, OWNER_ACTIVE, () => {
    const at = new Date(ctx.clock.now().getTime() + seconds * 1000).toISOString();
    return { patch: { NotifyAfter: at }, log: { event: 'notifyIn', ...said('notifyIn', { at }) } };
  });
}

/** POST reminder: a 2/8 log line (the header's reminder line) and NotifyAfter at the reminder time. */
export function setReminder(ctx: ServerContext, principal: Principal, ref: AlarmRef, remindAt: Date, message: string): Promise<AlarmDetails> {
  if (remindAt.getTime() <= ctx.clock.now().getTime()) throw invalid('RemindIn', 'The reminder must be in the future');
  return changeAlarmForPage(ctx, principal, ref, OWNER_ACTIVE, () => ({ patch: { NotifyAfter: remindAt.toISOString() }, log: { event: 'reminder', text: message } }));
}

export function operatorInformation(ctx: ServerContext, principal: Principal, ref: AlarmRef, info: unknown): Promise<ListedAlarm> {
  return changeAlarmAs(ctx, principal, ref, OWNER_ACTIVE, () => ({
    patch: { OperatorInformation: JSON.stringify(info ?? {}) },
    log: { event: 'operatorInformation', ...said('operatorInformation') },
  }));
}

/** POST deliveryreport: the console confirms an alarm with DoDeliveryConfirmation reached it (no ownership). */
export function deliveryReport(ctx: ServerContext, principal: Principal, ref: AlarmRef): Promise<ListedAlarm> {
  return changeAlarmAs(ctx, principal, ref, { owner: false, active: false }, (alarm) =>
    alarm.DeliveredAt ? {} : { patch: { DeliveredAt: ctx.clock.now().toISOString() }, log: { event: 'delivered', ...said('delivered', { name: principal.name }) } },
  );
}

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

/** POST task (planning): due date plus task type or note, on a planned alarm its owner handles. */
export function setTask(ctx: ServerContext, principal: Principal, ref: AlarmRef, task: { DueDate?: string | null; TaskType?: string | null; Note?: string | null }): Promise<ListedAlarm> {
  return changeAlarmAs(ctx, principal, ref, OWNER_ACTIVE, (alarm) => {
    if (alarm.PlannedTime === null) throw new ServiceError('CONDITIONS_NOT_MET', 'Only a planned alarm has a task');
    return {
    patch: {
      ...(task.DueDate !== undefined ? { DueDate: task.DueDate } : {}),
      ...(task.TaskType ? { TaskType: task.TaskType } : {}),
      ...(task.Note ? { Comment: task.Note } : {}),
    },
    log: task.Note ? { event: 'note', text: task.Note } : { event: 'note', ...said('taskDue', { task: task.TaskType ?? '', at: task.DueDate ?? '' }) },
    };
  });
}

/** The person's latest known position as the alarm page shows it (5 decimals), or null. */
async function latestPosition(trx: Trx, userId: number): Promise<string | null> {
  const latest = await trx.selectFrom('positions').select(['Latitude', 'Longitude']).where('UserId', '=', userId).orderBy('ServerTime', 'desc').executeTakeFirst();
  return latest ? `${latest.Latitude.toFixed(5)}, ${latest.Longitude.toFixed(5)}` : null;
}

/** POST callnote/{sid}: the note written after a call about the alarm. */
/**
 * A call's note (qa-handling P1-2): the call authorises it as well as the alarm's ownership, so the operator who took
 * part in the call writes its note even when a colleague has taken the alarm over meanwhile.
 */
export function addCallNote(ctx: ServerContext, principal: Principal, ref: AlarmRef, callSid: string, note: string): Promise<AlarmDetails> {
  return changeAlarmForPage(ctx, principal, ref, { owner: false, active: false }, async (record, trx) => {
    if (record.RespondentId !== principal.respondentId && !(await tookPartInCall(trx, principal, record, callSid))) {
      throw new ServiceError('NOT_OWNER_ALARM', 'Only the alarm\'s owner or an operator who took part in the call writes its note');
    }
    const number = await callPartyNumber(trx, record, callSid);
    // The call names its party, never its sid (qa-handling P2-4); a call this server does not know is the note alone.
    return { log: { event: 'note', ...(number === undefined ? said('callNoteOnly', { note }) : said('callNote', { party: await callParty(trx, record.AlarmId, number), note })) } };
  });
}

/** The far end's number of the alarm's call `callSid`; undefined for a call this server does not know. */
async function callPartyNumber(trx: Trx, record: AlarmRecord, callSid: string): Promise<string | undefined> {
  const call = await trx
    .selectFrom('calls')
    .select(['Direction', 'CallFrom', 'CallTo'])
    .where('CallSid', '=', callSid)
    .where((eb) => eb.or([eb('AlarmId', '=', record.AlarmId), eb('GlobalAlarmId', '=', record.GlobalAlarmId)]))
    .executeTakeFirst();
  return call && (call.Direction === 'incoming' ? call.CallFrom : call.CallTo);
}

async function tookPartInCall(trx: Trx, principal: Principal, record: AlarmRecord, callSid: string): Promise<boolean> {
  const call = await trx
    .selectFrom('calls')
    .select('CallSid')
    .where('CallSid', '=', callSid)
    .where('RespondentId', '=', principal.respondentId)
    .where((eb) => eb.or([eb('AlarmId', '=', record.AlarmId), eb('GlobalAlarmId', '=', record.GlobalAlarmId)]))
    .executeTakeFirst();
  return call !== undefined;
}

/** POST registercall/{contact_id}: the operator called a contact (or the user, contact 0). */
export function registerCall(ctx: ServerContext, principal: Principal, ref: AlarmRef, contactId: number, telephone: string): Promise<ListedAlarm> {
  return changeAlarmAs(ctx, principal, ref, OWNER_ACTIVE, async (alarm, trx) => {
    // The centre's own responders have negative ContactIds: any id but 0 names a contact.
    const contact = contactId !== 0 ? await trx.selectFrom('contacts').select(['Name']).where('ContactId', '=', contactId).where('UserId', '=', alarm.UserId).executeTakeFirst() : undefined;
    if (contactId !== 0 && !contact) throw invalid('contact_id', 'No such contact of this user');
    return { log: { event: 'note', ...(contact ? said('calledContact', { name: contact.Name, telephone }) : said('calledUser', { telephone })) } };
  });
}

/**
 * A device that answers ExitAlarmView has taken the alarm over (qa-handling P3-15): the alarm ends as handled by the
 * device, so it leaves the operator's own alarms instead of staying hers with nothing left to do.
 */
function tookOver(answer: DeviceAnswer): boolean {
  return answer.ExitAlarmView === true && answer.Success !== false;
}

/**
 * POST command / transmitter command: a command of one of the alarmed user's transmitters, the one path that runs
 * them. The request is checked per input type and logged, the (demo) device answers after a short delay, and its
 * answer is logged too, so the alarm's log shows what was sent and what came of it.
 */
export async function runCommand(
  ctx: ServerContext,
  principal: Principal,
  ref: AlarmRef,
  command: { commandId: number; text: string; args?: string },
): Promise<DeviceAnswer> {
  let sent: { CommandId: number; TranslationKey: string; Command: string; TransmitterIdentifier: string } | undefined;
  let position: string | null = null;
  await changeAlarmAs(ctx, principal, ref, OWNER_ACTIVE, async (alarm, trx) => {
    const found = await trx
      .selectFrom('commands')
      .innerJoin('transmitters as t', 't.TransmitterId', 'commands.TransmitterId')
      .select(['commands.CommandId', 'commands.TranslationKey', 'commands.Command', 'commands.InputType', 'commands.CommandArgs', 't.TransmitterIdentifier'])
      .where('commands.CommandId', '=', command.commandId)
      .where('t.UserId', '=', alarm.UserId)
      .executeTakeFirst();
    if (!found) throw invalid('CommandId', 'No such command for this alarm');
    validateCommandInput(found, { message: command.text, args: command.args ?? '' }, ctx.clock.now());
    sent = found;
    position = await latestPosition(trx, alarm.UserId);
    const detail = [command.args, command.text].filter(Boolean).join(': ');
    return { log: { event: 'note', ...commandSentLine({ command: found.TranslationKey, device: found.TransmitterIdentifier }, detail, found.InputType) } };
  });
  const target = sent!;
  await deviceDelay(demoDelayMs(target.CommandId));
  const answer = demoAnswer(target, position);
  const party = { command: target.TranslationKey, device: target.TransmitterIdentifier };
  // The outcome is logged even if the alarm ended or changed hands while the device was answering.
  await changeAlarmAs(ctx, principal, ref, { owner: false, active: false }, (alarm) =>
    tookOver(answer) && alarm.Active === 1 && alarm.RespondentId === principal.respondentId
      ? { patch: { Active: 0, NotifyAfter: null }, log: { event: 'cleared', ...said('handedToDevice', { device: party.device, name: principal.name }) } }
      : { log: { event: 'note', ...commandAnswerLine(party, answer) } },
  );
  return answer;
}
