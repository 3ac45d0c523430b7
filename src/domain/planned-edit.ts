import type { AlarmState } from './alarm-state.ts';
import { plannedNotDue } from './alarm-controls.ts';

/** Why this operator cannot change a planned alarm's plan: a colleague owns it, or it is raised and nobody has taken it. */
export type PlannedEditRestriction = { kind: 'ownerOnly'; name: string } | { kind: 'takeFirst' };

/**
 * The server's rule for planning edits (security #L8), as the console can see it: anyone of the alarm's groups plans
 * a visit that is not due yet; once it is raised or taken only its owner may. The `/edit` page names that owner to
 * the others before they try (qa-supervisor P3-14); null when nothing stands in the way (or the alarm has ended,
 * which the server refuses for everyone).
 */
export function plannedEditRestriction(alarm: { RespondentName?: string | null; PlannedTime?: string | null }, state: AlarmState, now: number): PlannedEditRestriction | null {
  if (state === 'My' || state === 'Deactivated' || plannedNotDue(alarm, state, now)) return null;
  if (state === 'NotResponded') return { kind: 'takeFirst' };
  return { kind: 'ownerOnly', name: alarm.RespondentName?.trim() ?? '' };
}
