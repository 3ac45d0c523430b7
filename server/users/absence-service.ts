import type { Selectable } from 'kysely';
import type { Absence, AbsenceCalendar, AbsenceCreate } from '../../src/contract/index.ts';
import type { ServerContext } from '../context.ts';
import { publishUserChange } from '../push/notify.ts';
import { type AbsenceInterval, type AbsencePhase, absencePhase, overlappingAbsences } from '../../src/domain/validation/absence.ts';
import type { AbsenceTable } from '../storage/schema.ts';
import { ServiceError, invalid, notFound } from '../services/errors.ts';
import { assertCanWrite, type Principal } from '../services/principal.ts';
import { visibleUser } from './user-access.ts';
import { writeTransaction } from '../storage/transactions.ts';
import { absenceReasonCode } from '../../src/domain/absence-reasons.ts';

function toAbsence(row: Selectable<AbsenceTable>): Absence {
  const split = (iso: string | null) => (iso ? { date: iso, time: iso.slice(11, 16) } : { date: null, time: null });
  const start = split(row.StartAt);
  const end = split(row.EndAt);
  return { Id: row.Id, Reason: row.Reason, Comment: row.Comment, StartDate: row.StartAt, StartTime: start.time, EndDate: end.date, EndTime: end.time };
}

const CALENDAR_GROUP: Record<AbsencePhase, 'Ongoing' | 'Upcoming' | 'Previous'> = { ongoing: 'Ongoing', upcoming: 'Upcoming', previous: 'Previous' };

function intervalOf(row: Selectable<AbsenceTable>): AbsenceInterval {
  return { start: Date.parse(row.StartAt), end: row.EndAt === null ? undefined : Date.parse(row.EndAt) };
}

function phaseOf(row: Selectable<AbsenceTable>, now: Date): AbsencePhase {
  return absencePhase(intervalOf(row), now.getTime());
}

export async function absenceCalendar(ctx: ServerContext, principal: Principal, userId: number): Promise<AbsenceCalendar> {
  await visibleUser(ctx, principal, userId);
  const rows = await ctx.db.selectFrom('absences').selectAll().where('UserId', '=', userId).orderBy('StartAt').execute();
  const now = ctx.clock.now();
  const calendar: AbsenceCalendar = { Ongoing: [], Upcoming: [], Previous: [] };
  for (const row of rows) calendar[CALENDAR_GROUP[phaseOf(row, now)]].push(toAbsence(row));
  calendar.Previous.reverse();
  return calendar;
}

/**
 * POST api/users/{id}/absence. An overlap with an ongoing or upcoming absence answers 409 ABSENCE_OVERLAP unless
 * the operator confirmed (force). createAlarm raises a planned alarm at the end of the absence.
 */
export async function createAbsence(ctx: ServerContext, principal: Principal, userId: number, absence: AbsenceCreate, force: boolean, raisePlanned: (at: string, absenceId: number) => Promise<void>): Promise<void> {
  assertCanWrite(principal);
  await visibleUser(ctx, principal, userId);
  const start = new Date(absence.StartDate);
  const end = absence.EndDate ? new Date(absence.EndDate) : null;
  if (Number.isNaN(start.getTime())) throw invalid('body.StartDate', 'not a date');
  if (end && Number.isNaN(end.getTime())) throw invalid('body.EndDate', 'not a date');
  if (absence.createAlarm && !end) throw invalid('body.createAlarm', 'an alarm can only be raised for an absence with an end date');
  const now = ctx.clock.now();
  const existing = await ctx.db.selectFrom('absences').selectAll().where('UserId', '=', userId).execute();
  const startIso = start.toISOString();
  const endIso = end?.toISOString() ?? null;
  const candidate = { start: start.getTime(), end: end?.getTime() };
  const overlaps = overlappingAbsences(existing, candidate, intervalOf, now.getTime());
  if (overlaps.length && !force) throw new ServiceError('ABSENCE_OVERLAP', `The absence overlaps ${overlaps.length} ongoing or upcoming absence(s); confirm to save it anyway`);
  const { Id } = await writeTransaction(ctx.db, (trx) =>
    trx
      .insertInto('absences')
      .values({ UserId: userId, Reason: absenceReasonCode(absence.Reason), Comment: absence.Comment ?? '', StartAt: startIso, EndAt: endIso, CreateAlarm: absence.createAlarm ? 1 : 0, CreatedBy: principal.respondentId, CreatedAt: now.toISOString() })
      .returning('Id')
      .executeTakeFirstOrThrow(),
  );
  if (absence.createAlarm && endIso) await raisePlanned(endIso, Id);
  await publishUserChange(ctx, userId);
}

/**
 * PUT api/users/{id}/endabsences/{absenceId}: ends an ongoing absence now, deletes an upcoming one; `followUp` then
 * moves or withdraws the alarm planned for its end. A `delete` asked of an absence that has started since the list
 * was shown is refused (ABSENCE_STARTED): deleting it would raise its end check at once (qa-supervisor P2-3).
 */
export async function endAbsence(
  ctx: ServerContext,
  principal: Principal,
  userId: number,
  absenceId: number,
  action: 'terminate' | 'delete' | undefined,
  followUp: (alarmId: number | null, outcome: 'ended' | 'deleted') => Promise<void>,
): Promise<void> {
  assertCanWrite(principal);
  await visibleUser(ctx, principal, userId);
  const row = await ctx.db.selectFrom('absences').selectAll().where('Id', '=', absenceId).where('UserId', '=', userId).executeTakeFirst();
  if (!row) throw notFound('Absence');
  const now = ctx.clock.now();
  const phase = phaseOf(row, now);
  if (phase === 'previous') throw new ServiceError('CONDITIONS_NOT_MET', 'The absence has already ended');
  if (phase === 'ongoing' && action === 'delete') throw new ServiceError('ABSENCE_STARTED', 'The absence has already started: end it instead of deleting it');
  if (phase === 'upcoming') await ctx.db.deleteFrom('absences').where('Id', '=', absenceId).execute();
  else await ctx.db.updateTable('absences').set({ EndAt: now.toISOString() }).where('Id', '=', absenceId).execute();
  await followUp(row.AlarmId, phase === 'upcoming' ? 'deleted' : 'ended');
  await publishUserChange(ctx, userId);
}
