import type { AbsenceCalendar } from '../../../contract/index.ts';
import { useAbsenceCalendar } from '../../../db/hooks.ts';
import { absencesByPhase, nextAbsencePhaseChange } from '../../../domain/validation/absence.ts';
import { useNow } from '../../use-now.ts';

/** A safety net beside the exact wake-up at the next start or end (a sleeping PC, a changed clock). */
const PHASE_REFRESH_MS = 30_000;

/**
 * The user's absences grouped by phase at the time now, not as the server grouped them when the calendar was
 * fetched: an absence that starts while the dialog is open moves to Ongoing with End absence at its start
 * (qa-supervisor P2-3). undefined while loading, null when none are stored.
 */
export function useAbsencesNow(userId: number | null | undefined): AbsenceCalendar | null | undefined {
  const calendar = useAbsenceCalendar(userId);
  const rows = calendar ? [...calendar.Ongoing, ...calendar.Upcoming, ...calendar.Previous] : [];
  const now = useNow(PHASE_REFRESH_MS, (at) => nextAbsencePhaseChange(rows, at));
  if (!calendar) return calendar;
  const phases = absencesByPhase(rows, now);
  return { ...calendar, Ongoing: phases.ongoing, Upcoming: phases.upcoming, Previous: phases.previous };
}
