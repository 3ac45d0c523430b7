/**
 * Scheduled reminders and the date picker (core §5, calls §5, §9): comments up to 200 characters without quotes; a
 * reminder in the future, at most 3 months ahead on a 15-minute step. A planned time's rule is `planned-time.ts`.
 */
import { LIMITS, REMINDER_COMMENT_FORBIDDEN } from '../../contract/index.ts';
import { DATE_PICKER_MAX_MONTHS, REMINDER_TIME_STEP_MIN } from '../constants.ts';
import { addMonths, type TimeInput, toMillis } from '../time.ts';
import { type Validation, invalid, valid } from './result.ts';

export function validateReminderComment(comment: string): Validation<string> {
  if (comment.length > LIMITS.reminderComment) return invalid('SCHEDULED_REMINDER_ERROR_COMMENT');
  if (REMINDER_COMMENT_FORBIDDEN.test(comment)) return invalid('REMINDER_COMMENT_QUOTES');
  return valid(comment);
}

/** The dialog shows SCHEDULED_REMINDER_ERROR_COMMENT as soon as the comment reaches 200 characters. */
export function reminderCommentAtLimit(comment: string): boolean {
  return comment.length >= LIMITS.reminderComment;
}

/** True when the time falls on a whole step of `stepMinutes` (local clock, no seconds). */
export function isOnMinuteStep(ms: number, stepMinutes: number): boolean {
  const date = new Date(ms);
  return date.getSeconds() === 0 && date.getMilliseconds() === 0 && date.getMinutes() % stepMinutes === 0;
}

export function validateReminderTime(at: TimeInput, now: number): Validation<number> {
  const ms = toMillis(at);
  if (ms === undefined || ms <= now) return invalid('SCHEDULED_REMINDER_ERROR');
  if (ms > addMonths(now, DATE_PICKER_MAX_MONTHS)) return invalid('REMINDER_TOO_FAR_AHEAD');
  if (!isOnMinuteStep(ms, REMINDER_TIME_STEP_MIN)) return invalid('REMINDER_TIME_STEP');
  return valid(ms);
}

/** POST .../reminder takes RemindIn: whole seconds from now. */
export function remindInSeconds(at: number, now: number): number {
  return Math.max(0, Math.round((at - now) / 1000));
}

/** Weeks in the date picker start on Monday (date-fns weekStartsOn). */
export const DATE_PICKER_WEEK_STARTS_ON = 1;

export interface DatePickerOptions {
  skipWeekends?: boolean;
  maxMonths?: number;
}

/** The picker's range: from now to 3 months ahead by default. */
export function datePickerBounds(now: number, maxMonths: number = DATE_PICKER_MAX_MONTHS): { min: number; max: number } {
  return { min: now, max: addMonths(now, maxMonths) };
}

/** Whether the picker offers this moment: within its bounds, and not on a weekend when weekends are skipped. */
export function datePickerAllows(at: number, now: number, options: DatePickerOptions = {}): boolean {
  const { min, max } = datePickerBounds(now, options.maxMonths);
  if (at < min || at > max) return false;
  const weekday = new Date(at).getDay();
  return !(options.skipWeekends && (weekday === 0 || weekday === 6));
}
