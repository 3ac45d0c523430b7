import type { Selectable, Updateable } from 'kysely';
import type { ListedAlarm, AlarmDetails, AlarmRef } from '../../src/contract/index.ts';
import type { ServerContext } from '../context.ts';
import { changeOf, publishAlarmChange } from '../push/notify.ts';
import { alarmLogs, findAlarms, type AlarmRecord } from './alarm-queries.ts';
import { changeAlarm, insertLog } from './alarm-store.ts';
import type { Trx } from '../storage/database.ts';
import type { AlarmLogTable, AlarmTable } from '../storage/schema.ts';
import { detailsOf } from './alarm-details.ts';
import { visibleAlarm } from './alarm-access.ts';
import { toAlarm } from './alarm-view.ts';
import { ServiceError } from '../services/errors.ts';
import { LogEvent, type LogEventName, type LogParams } from './log-events.ts';
import { assertCanWrite, type Principal } from '../services/principal.ts';
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
  /** Lines written before `log` in the same change (a bulk clear's reason and action). */
  logsBefore?: ChangeLog[];
  significant?: boolean;
}

type ChangeLog = NonNullable<Change['log']>;

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
    for (const log of [...(change.logsBefore ?? []), ...(change.log ? [change.log] : [])]) {
      await insertLog(trx, {
        AlarmId: before.AlarmId,
        Created: now,
        ...LogEvent[log.event],
        LogText: log.text,
        RespondentId: principal.respondentId,
        RespondentName: principal.name,
        ContactId: null,
        Name: '',
        Username: principal.username,
        EventCode: log.code ?? null,
        EventParams: log.params ? JSON.stringify(log.params) : null,
      }, before);
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
