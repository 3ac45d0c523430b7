/** The scheduled reminder's calendar (PLAN-17): month grids whose weeks start on Monday, and 15-minute times in 24 h. */
import { REMINDER_TIME_STEP_MIN } from './constants.ts';
import { DATE_PICKER_WEEK_STARTS_ON, type DatePickerOptions, datePickerAllows } from './validation/reminder.ts';

/** The month's days in weeks of seven, Monday first; null pads the days of other months. */
export function monthWeeks(year: number, month: number): (Date | null)[][] {
  const first = new Date(year, month, 1);
  const lead = (first.getDay() - DATE_PICKER_WEEK_STARTS_ON + 7) % 7;
  const days = new Date(year, month + 1, 0).getDate();
  const cells: (Date | null)[] = [...Array<null>(lead).fill(null), ...Array.from({ length: days }, (_, i) => new Date(year, month, i + 1))];
  while (cells.length % 7 !== 0) cells.push(null);
  return Array.from({ length: cells.length / 7 }, (_, week) => cells.slice(week * 7, week * 7 + 7));
}

/** "00:00", "00:15" … "23:45". */
export function reminderTimeOptions(): string[] {
  return Array.from({ length: (24 * 60) / REMINDER_TIME_STEP_MIN }, (_, i) => {
    const minutes = i * REMINDER_TIME_STEP_MIN;
    return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
  });
}

/** The moment a chosen day and "HH:mm" stand for, on the local clock. */
export function reminderMoment(day: Date, time: string): number {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return new Date(day.getFullYear(), day.getMonth(), day.getDate(), hours, minutes).getTime();
}

/** A day the calendar offers: some 15-minute time of it is allowed (future, within three months, weekday if asked). */
export function reminderDayAllowed(day: Date, now: number, options: DatePickerOptions = {}): boolean {
  return reminderTimeOptions().some((time) => {
    const at = reminderMoment(day, time);
    return at > now && datePickerAllows(at, now, options);
  });
}

/** The first time the dialog proposes: the next whole quarter hour after now. */
export function nextReminderSlot(now: number): number {
  const date = new Date(now);
  date.setSeconds(0, 0);
  date.setMinutes(Math.floor(date.getMinutes() / REMINDER_TIME_STEP_MIN) * REMINDER_TIME_STEP_MIN + REMINDER_TIME_STEP_MIN);
  return date.getTime();
}
