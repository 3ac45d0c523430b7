/**
 * Which controls the alarm page offers (core §2, §4, §5, §6, calls §2, §4, §5): take-over, clear, pickers,
 * notify-me, the status line, where closing goes and the logout confirmation.
 */
import { ROUTES } from '../contract/console-routes.ts';
import type { AlarmState } from './alarm-state.ts';
import { toMillis } from './time.ts';

/** Take over shows for an active alarm the current respondent does not own, outside read-only mode. */
export function canTakeOver(state: AlarmState, readOnly: boolean): boolean {
  return !readOnly && state !== 'My' && state !== 'Deactivated';
}

/**
 * A planned visit before its planned time is not due (qa-supervisor P3-5): nobody is expected to take it yet, so it
 * neither reads as "Not taken by anyone" nor offers Take alarm.
 */
export function plannedNotDue(alarm: { PlannedTime?: string | null }, state: AlarmState, now: number): boolean {
  const planned = toMillis(alarm.PlannedTime);
  return state === 'NotResponded' && planned !== undefined && planned > now;
}

export type StatusLine =
  | { kind: 'handledBy'; name: string; initials: string | undefined }
  | { kind: 'notTaken' }
  | { kind: 'notDue' }
  | { kind: 'deactivated' };

/** "Handled by: name (initials)", "Not taken by anyone", "Planned, not due yet" or "Handled by deactivated". */
export function statusLine(
  alarm: { RespondentName?: string | null; RespondentInitials?: string | null; PlannedTime?: string | null },
  state: AlarmState,
  now: number,
): StatusLine {
  if (state === 'Deactivated') return { kind: 'deactivated' };
  if (plannedNotDue(alarm, state, now)) return { kind: 'notDue' };
  if (state === 'NotResponded') return { kind: 'notTaken' };
  // An owned alarm never reads "Not taken", even when the server sends no name: that would invite a second handler.
  return { kind: 'handledBy', name: alarm.RespondentName?.trim() ?? '', initials: alarm.RespondentInitials?.trim() || undefined };
}

export interface ClearInput {
  ClearAllowed?: boolean | null;
  state: AlarmState;
  /** The session is authenticated (a simple login may not be). */
  authenticated: boolean;
  /** The alarm's person is absent (an ongoing absence): the reason-and-action rule behind ClearAllowed is waived. */
  alarmAbsent: boolean;
  simpleLogin: boolean;
  readOnly: boolean;
}

export type ClearControl = 'hidden' | 'enabled' | 'conditionsNotMet';

/**
 * Clear is hidden in read-only mode, for an unauthenticated simple login, once the alarm has ended and while it
 * belongs to someone else (take over first, ROLE-09); enabled only when ClearAllowed and (authenticated or the
 * alarm is absent), an absent person's alarm needing no reason and action; otherwise disabled with the
 * conditions-not-met tooltip.
 */
export function clearControl(input: ClearInput): ClearControl {
  if (input.readOnly || (input.simpleLogin && !input.authenticated)) return 'hidden';
  if (input.state === 'Deactivated' || canTakeOver(input.state, input.readOnly)) return 'hidden';
  // The server's ClearAllowed is the reason-and-action rule; an absent person's alarm may be cleared without it,
  // and the server's clear accepts it the same way (DETAIL-17).
  const allowed = input.ClearAllowed === true || input.alarmAbsent;
  return allowed && (input.authenticated || input.alarmAbsent) ? 'enabled' : 'conditionsNotMet';
}

export interface PickerFlags {
  ReasonAllowed?: boolean | null;
  ActionAllowed?: boolean | null;
  SetNotifyAllowed?: boolean | null;
}

/** Only the alarm's owner may change it (ROLE-09): until it is taken over, its pickers and notify-me stay away. */
const mayChange = (readOnly: boolean, awaitingTakeOver: boolean) => !readOnly && !awaitingTakeOver;

export function reasonPickerShown(dynamic: PickerFlags | undefined, readOnly: boolean, awaitingTakeOver: boolean): boolean {
  return mayChange(readOnly, awaitingTakeOver) && dynamic?.ReasonAllowed === true;
}

export function actionPickerShown(dynamic: PickerFlags | undefined, readOnly: boolean, awaitingTakeOver: boolean): boolean {
  return mayChange(readOnly, awaitingTakeOver) && dynamic?.ActionAllowed === true;
}

/** Notify-me shows only if SetNotifyAllowed and not read-only; the widget's own hiding is the widget frame's. */
export function notifyShown(dynamic: PickerFlags | undefined, readOnly: boolean, awaitingTakeOver: boolean): boolean {
  return mayChange(readOnly, awaitingTakeOver) && dynamic?.SetNotifyAllowed === true;
}

/** The logs' Extended checkbox is disabled in read-only mode and while the alarm can still be taken. */
export function extendedLogsDisabled(readOnly: boolean, canBeTaken: boolean): boolean {
  return readOnly || canBeTaken;
}

/** Closing an alarm returns to the planning view when it is a planned alarm, else to the dashboard. */
export function closeTarget(planned: boolean): typeof ROUTES.planningView | typeof ROUTES.dashboard {
  return planned ? ROUTES.planningView : ROUTES.dashboard;
}

export type LogoutConfirm = { kind: 'withCount'; count: number } | { kind: 'plain' };

/** Logout asks a confirmation naming the number of alarms in the my tab, or a plain one when there are none. */
export function logoutConfirm(myAlarmCount: number): LogoutConfirm {
  return myAlarmCount > 0 ? { kind: 'withCount', count: myAlarmCount } : { kind: 'plain' };
}
