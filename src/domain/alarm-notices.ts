/**
 * System notifications of a hidden console: which alarms raise one, which are replaced, which close, and the tab
 * title that counts the unanswered alarms when notifications are off.
 */
import { type AlarmState, isUnanswered } from './alarm-state.ts';

interface NoticeRow<A> {
  alarm: A;
  state: AlarmState;
}

/**
 * Whether this tab raises notifications for new alarms: only the sound owner (one notification per browser), only
 * while no tab of the console is visible (a visible console shows and sounds them), and only with permission.
 */
export function alertsByNotification(input: { owner: boolean; anyTabVisible: boolean; permission: NotificationPermission | 'unsupported' }): boolean {
  return input.owner && !input.anyTabVisible && input.permission === 'granted';
}

/** One tag per alarm: a later notification of the same alarm replaces the earlier one. */
export function alarmNoticeTag(alarmId: number): string {
  return `arc-alarm-${alarmId}`;
}

/** An acute alarm (priority 3) stays on screen until the operator acts on it. */
export function noticeStaysUntilActedOn(priority: number | null | undefined): boolean {
  return priority === 3;
}

/**
 * What changes in the notifications shown, after a push: the new unanswered alarms show (when `alerting`), a shown
 * alarm that changed and still waits shows again under its tag (replacing the old one), and a shown alarm taken or
 * cleared by anyone, or gone from the list, closes.
 */
export function alarmNotices<A extends { AlarmId: number }>(input: {
  alerting: boolean;
  /** The new unanswered alarms of the active tab (as they sound). */
  arrived: readonly A[];
  /** The rows that changed in this push. */
  changed: readonly NoticeRow<A>[];
  rows: readonly NoticeRow<A>[];
  /** The alarms whose notification is shown. */
  shown: ReadonlySet<number>;
}): { show: A[]; close: number[] } {
  const show = input.alerting ? [...input.arrived] : [];
  const showing = new Set(show.map((alarm) => alarm.AlarmId));
  for (const { alarm, state } of input.changed) {
    if (input.shown.has(alarm.AlarmId) && !showing.has(alarm.AlarmId) && isUnanswered(state)) show.push(alarm);
  }
  if (input.shown.size === 0) return { show, close: [] };
  const waiting = new Set(input.rows.filter((row) => isUnanswered(row.state)).map((row) => row.alarm.AlarmId));
  return { show, close: [...input.shown].filter((alarmId) => !waiting.has(alarmId)) };
}

/** The page's title: the unanswered alarms' count before the app's name while any wait, e.g. "(3) ARC console". */
export function titleWithCount(appName: string, unanswered: number): string {
  return unanswered > 0 ? `(${unanswered}) ${appName}` : appName;
}
