import { toMillis } from './time.ts';

/** What the list shows for an alarm's reminder: nothing, the time it is set for, or that it is due. */
export type ReminderMark = 'none' | 'upcoming' | 'due';

interface WithReminder {
  NotifyAfter?: string | null;
}

/**
 * An alarm's reminder (notify-me or scheduled, NotifyAfter) is due from its time on, and then always shows: the
 * operator asked for it. Before that it is marked only when the operator chose "mark alarms
 * that have a reminder" (PLAN-27's reminder notification, off by default).
 */
export function reminderMark(alarm: WithReminder, now: number, markUpcoming: boolean): ReminderMark {
  const at = toMillis(alarm.NotifyAfter);
  if (at === undefined) return 'none';
  if (at <= now) return 'due';
  return markUpcoming ? 'upcoming' : 'none';
}

/** The earliest reminder time after `now`, when the list must look again; undefined when none is ahead. */
export function nextReminderDue(alarms: readonly WithReminder[], now: number): number | undefined {
  let next: number | undefined;
  for (const alarm of alarms) {
    const at = toMillis(alarm.NotifyAfter);
    if (at !== undefined && at > now && (next === undefined || at < next)) next = at;
  }
  return next;
}
