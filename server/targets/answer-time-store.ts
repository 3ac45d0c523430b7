import type { Insertable } from 'kysely';
import { LogEvent } from '../alarms/log-events.ts';
import type { Db, Trx } from '../storage/database.ts';
import type { AlarmLogTable } from '../storage/schema.ts';

/** One alarm's answer times (migration 0030): from joining the list to its first take-over and to its clear. */
export interface AnswerTimeTable {
  AlarmId: number;
  ArrivedAt: string;
  TakenAt: string | null;
  /** The operator who took it first. */
  TakenBy: number | null;
  WaitMs: number | null;
  ClearedAt: string | null;
  ClearMs: number | null;
}

declare module '../storage/schema.ts' {
  interface Database {
    answer_times: AnswerTimeTable;
  }
}

type LogLine = Pick<Insertable<AlarmLogTable>, 'AlarmId' | 'Created' | 'PredefinedId' | 'LogEventCode' | 'RespondentId'>;

const is = (line: LogLine, event: { PredefinedId: number; LogEventCode: number }) => line.PredefinedId === event.PredefinedId && line.LogEventCode === event.LogEventCode;

/** When the alarm joined the list, as the caller read its row in the same transaction. */
export interface Arrival {
  RaisedAt: string | null;
}

/**
 * Called with every alarm log line, in its transaction: the first accept or take-over records the wait, the first
 * clear the time to clear. An alarm not yet in the list (a planned alarm before its time) has no answer time. A
 * caller that holds the alarm's row gives its `arrival`, so the row is not read again.
 */
export async function recordAnswerTime(trx: Trx, line: LogLine, arrival?: Arrival): Promise<void> {
  const taken = is(line, LogEvent.accepted) || is(line, LogEvent.takenOver);
  if (!taken && !is(line, LogEvent.cleared)) return;
  const alarm = arrival ?? (await trx.selectFrom('alarms').select('RaisedAt').where('AlarmId', '=', line.AlarmId).executeTakeFirst());
  if (!alarm?.RaisedAt) return;
  const elapsed = Math.max(0, Date.parse(line.Created) - Date.parse(alarm.RaisedAt));
  const arrived = { AlarmId: line.AlarmId, ArrivedAt: alarm.RaisedAt };
  if (taken) {
    await trx
      .insertInto('answer_times')
      .values({ ...arrived, TakenAt: line.Created, TakenBy: line.RespondentId ?? null, WaitMs: elapsed })
      .onConflict((oc) => oc.column('AlarmId').doUpdateSet({ TakenAt: line.Created, TakenBy: line.RespondentId ?? null, WaitMs: elapsed }).where('answer_times.TakenAt', 'is', null))
      .execute();
    return;
  }
  await trx
    .insertInto('answer_times')
    .values({ ...arrived, ClearedAt: line.Created, ClearMs: elapsed })
    .onConflict((oc) => oc.column('AlarmId').doUpdateSet({ ClearedAt: line.Created, ClearMs: elapsed }).where('answer_times.ClearedAt', 'is', null))
    .execute();
}

export interface Counts {
  taken: number;
  within: number;
}

/** Alarms taken in [from, to): how many, and how many within `targetMs`, for the centre and for one operator. */
export async function takenCounts(db: Db, from: string, to: string, targetMs: number, respondentId: number): Promise<{ centre: Counts; operator: Counts }> {
  const rows = await db
    .selectFrom('answer_times')
    .select((eb) => [
      eb.fn.countAll<number | string>().as('Taken'),
      eb.fn.sum<number | string | null>(eb.case().when('WaitMs', '<=', targetMs).then(1).else(0).end()).as('Within'),
      eb.fn.sum<number | string | null>(eb.case().when('TakenBy', '=', respondentId).then(1).else(0).end()).as('Mine'),
      eb.fn.sum<number | string | null>(eb.case().when(eb.and([eb('TakenBy', '=', respondentId), eb('WaitMs', '<=', targetMs)])).then(1).else(0).end()).as('MineWithin'),
    ])
    .where('TakenAt', '>=', from)
    .where('TakenAt', '<', to)
    .executeTakeFirstOrThrow();
  return { centre: { taken: Number(rows.Taken), within: Number(rows.Within ?? 0) }, operator: { taken: Number(rows.Mine ?? 0), within: Number(rows.MineWithin ?? 0) } };
}

/** The waits of the alarms that joined the list since `from` and were taken, oldest first. */
export function waitsSince(db: Db, from: string): Promise<{ ArrivedAt: string; WaitMs: number }[]> {
  return db
    .selectFrom('answer_times')
    .select(['ArrivedAt', 'WaitMs'])
    .where('ArrivedAt', '>=', from)
    .where('WaitMs', 'is not', null)
    .orderBy('ArrivedAt')
    .execute() as Promise<{ ArrivedAt: string; WaitMs: number }[]>;
}

/** The `limit` longest waits of the alarms that joined the list since `from`, with who took them and the alarm's template (its page). */
export function slowestSince(db: Db, from: string, limit: number) {
  return db
    .selectFrom('answer_times as t')
    .leftJoin('respondents as r', 'r.RespondentId', 't.TakenBy')
    .leftJoin('alarms as a', 'a.AlarmId', 't.AlarmId')
    .select(['t.AlarmId', 't.ArrivedAt', 't.TakenAt', 't.WaitMs', 'r.Name', 'a.Template'])
    .where('t.ArrivedAt', '>=', from)
    .where('t.WaitMs', 'is not', null)
    .orderBy('t.WaitMs', 'desc')
    .orderBy('t.AlarmId')
    .limit(limit)
    .execute();
}
