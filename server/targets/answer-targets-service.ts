import type { AnswerHour, AnswerReport, ShiftShare, TakenCounts } from '../../src/contract/index.ts';
import { ANSWER_TARGET_SETTINGS, type AnswerTargets, isWithinTarget, percentile, readAnswerTargets, shiftWindow } from '../../src/domain/answer-targets.ts';
import type { ServerContext } from '../context.ts';
import { assertFullSession, assertPermission, type Principal } from '../services/principal.ts';
import type { Db } from '../storage/database.ts';
import { type Counts, slowestSince, takenCounts, waitsSince } from './answer-time-store.ts';

const HOUR_MS = 3_600_000;
const REPORT_HOURS = 24;
const SLOWEST = 10;

/** The centre's targets (settings ANSWER_TARGET_S, ANSWER_WARNING_S, SHIFT_HOURS, SHIFT_START_HOUR). */
async function centreTargets(db: Db): Promise<AnswerTargets> {
  const rows = await db.selectFrom('settings').select(['Key', 'Value']).where('Key', 'in', Object.values(ANSWER_TARGET_SETTINGS)).execute();
  return readAnswerTargets(Object.fromEntries(rows.map((row) => [row.Key, row.Value])));
}

const counted = ({ taken, within }: Counts): TakenCounts => ({ Taken: taken, WithinTarget: within });

/** GET /api/targets/shift: alarms taken in the current shift, the caller's and the centre's, and how many within target. */
export async function shiftShare(ctx: ServerContext, principal: Principal): Promise<ShiftShare> {
  assertFullSession(principal);
  const targets = await centreTargets(ctx.db);
  const { start, end } = shiftWindow(ctx.clock.now(), targets);
  const counts = await takenCounts(ctx.db, start.toISOString(), end.toISOString(), targets.targetSeconds * 1000, principal.respondentId);
  return {
    ShiftStart: start.toISOString(),
    ShiftEnd: end.toISOString(),
    TargetSeconds: targets.targetSeconds,
    WarningSeconds: targets.warningSeconds,
    Operator: counted(counts.operator),
    Centre: counted(counts.centre),
  };
}

const seconds = (ms: number | null) => (ms === null ? null : ms / 1000);

function hourOf(waits: readonly number[], hourStart: number, targets: AnswerTargets): AnswerHour {
  const sorted = [...waits].sort((a, b) => a - b);
  return {
    HourStart: new Date(hourStart).toISOString(),
    Count: sorted.length,
    WithinTarget: sorted.filter((wait) => isWithinTarget(wait, targets)).length,
    MedianWaitSeconds: seconds(percentile(sorted, 50)),
    P95WaitSeconds: seconds(percentile(sorted, 95)),
  };
}

/** GET /api/targets/report (AnswerTimeReport): the 24 hours up to this one, by the hour alarms joined the list. */
export async function answerReport(ctx: ServerContext, principal: Principal): Promise<AnswerReport> {
  assertFullSession(principal);
  assertPermission(principal, 'AnswerTimeReport');
  const targets = await centreTargets(ctx.db);
  const first = Math.floor(ctx.clock.now().getTime() / HOUR_MS) * HOUR_MS - (REPORT_HOURS - 1) * HOUR_MS;
  const since = new Date(first).toISOString();
  const [waits, slowest] = await Promise.all([waitsSince(ctx.db, since), slowestSince(ctx.db, since, SLOWEST)]);
  const byHour: number[][] = Array.from({ length: REPORT_HOURS }, () => []);
  for (const { ArrivedAt, WaitMs } of waits) byHour[Math.floor((Date.parse(ArrivedAt) - first) / HOUR_MS)]?.push(WaitMs);
  return {
    TargetSeconds: targets.targetSeconds,
    Hours: byHour.map((hour, index) => hourOf(hour, first + index * HOUR_MS, targets)),
    Slowest: slowest.map((row) => ({ AlarmId: row.AlarmId, ArrivedAt: row.ArrivedAt, WaitSeconds: (row.WaitMs ?? 0) / 1000, TakenByName: row.Name ?? null, Template: row.Template ?? null })),
  };
}
