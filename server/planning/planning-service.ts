import type { ListedAlarm, AlarmRef, PlannedAlarm } from '../../src/contract/index.ts';
import { plannedTimeProblem } from '../../src/domain/planned-time.ts';
import type { ServerContext } from '../context.ts';
import { changeAlarmAs, type Change } from '../services/alarm-command-service.ts';
import { invalid } from '../services/errors.ts';
import { said } from '../services/log-events.ts';
import type { Principal } from '../services/principal.ts';
import type { AlarmRecord } from '../storage/alarm-queries.ts';
import type { Trx } from '../storage/alarm-store.ts';
import type { Database } from '../storage/schema.ts';
import type { Kysely } from 'kysely';

/**
 * Anyone of the alarm's groups may edit a planned alarm while it waits untaken; once it is raised or taken only its
 * owner may (as `/task`: security #L8). Only while active. An alarm that is not planned is left to plannedUpdate's
 * 400.
 */
const PLANNING_RULES = { owner: (alarm: AlarmRecord) => alarm.PlannedTime !== null && (alarm.RaisedAt !== null || alarm.RespondentId !== null), active: true };

/** The planned alarms with their product and schedule (the one call alarm-read-service makes into this folder). */
export async function withPlanning(db: Kysely<Database>, planned: PlannedAlarm[]): Promise<PlannedAlarm[]> {
  if (planned.length === 0) return planned;
  const rows = await db.selectFrom('planning').selectAll().where('AlarmId', 'in', planned.map((p) => p.AlarmId)).execute();
  const byId = new Map(rows.map((row) => [row.AlarmId, row]));
  return planned.map((p) => {
    const row = byId.get(p.AlarmId);
    return row ? { ...p, Product: row.Product, Schedule: row.Schedule === null ? null : (JSON.parse(row.Schedule) as PlannedAlarm['Schedule']) } : p;
  });
}

async function plannedUpdate(
  ctx: ServerContext,
  principal: Principal,
  ref: AlarmRef,
  decide: (trx: Trx, alarmId: number) => Promise<Change> | Change,
): Promise<ListedAlarm> {
  // changeAlarmAs logs, commits and pushes; a planned alarm's change carries the planningview flag (notify.ts).
  return changeAlarmAs(ctx, principal, ref, PLANNING_RULES, (record, trx) => {
    if (record.PlannedTime === null) throw invalid('alarm_id', 'Not a planned alarm');
    return decide(trx, record.AlarmId);
  });
}

/** POST …/product: stored beside the alarm and logged. */
export function updateProduct(ctx: ServerContext, principal: Principal, ref: AlarmRef, product: string): Promise<ListedAlarm> {
  return plannedUpdate(ctx, principal, ref, async (trx, alarmId) => {
    await trx
      .insertInto('planning')
      .values({ AlarmId: alarmId, Product: product, Schedule: null })
      .onConflict((c) => c.column('AlarmId').doUpdateSet({ Product: product }))
      .execute();
    return { log: { event: 'planned', ...said('plannedProductChanged', { product }) } };
  });
}

/** POST …/note: the planning view's note (the alarm's comment), also a note line in the log. */
export function updateNote(ctx: ServerContext, principal: Principal, ref: AlarmRef, note: string): Promise<ListedAlarm> {
  return plannedUpdate(ctx, principal, ref, () => ({ patch: { Comment: note }, log: { event: 'note', text: note } }));
}

/**
 * POST …/plannedtime: not in the past, at most 36 months ahead (PLAN-10, PLAN-11). An alarm already raised stays
 * in the alarm list; one still waiting is raised at its new time.
 */
export function updatePlannedTime(ctx: ServerContext, principal: Principal, ref: AlarmRef, plannedTime: string): Promise<ListedAlarm> {
  const problem = plannedTimeProblem(plannedTime, ctx.clock.now().getTime());
  if (problem === 'past') throw invalid('PlannedTime', 'The planned time must not be in the past');
  if (problem === 'tooFar') throw invalid('PlannedTime', 'The planned time can be at most 36 months ahead');
  if (problem === 'missing') throw invalid('PlannedTime', 'The planned time is not a date and time');
  const at = new Date(plannedTime).toISOString();
  return plannedUpdate(ctx, principal, ref, () => ({ patch: { PlannedTime: at }, log: { event: 'planned', ...said('plannedTimeChanged', { at }) } }));
}
