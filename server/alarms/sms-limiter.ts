import { FixedWindows } from './fixed-windows.ts';

/** SMS sent from alarms: per operator and per alarm each minute, and for the whole centre each day (security #NM2). */
export interface SmsLimits {
  perOperatorPerMinute: number;
  perAlarmPerMinute: number;
  perDay: number;
}

/** Far above what an operator types (an SMS takes a while to write), far below a scripted loop. */
export const DEFAULT_SMS_LIMITS: SmsLimits = { perOperatorPerMinute: 10, perAlarmPerMinute: 5, perDay: 500 };

export type SmsRefusal = 'operator' | 'alarm' | 'day';

/** Counts the SMS an instance sends; `take` refuses (and counts nothing) once any limit is reached. */
export class SmsLimiter {
  private readonly minutes = new FixedWindows(60_000);
  private readonly days = new FixedWindows(24 * 3600_000);

  constructor(private readonly limits: SmsLimits) {}

  take(operatorId: number, alarmId: number, now: number): SmsRefusal | null {
    const operator = `operator:${operatorId}`;
    const alarm = `alarm:${alarmId}`;
    if (!this.days.allows('centre', this.limits.perDay, now)) return 'day';
    if (!this.minutes.allows(operator, this.limits.perOperatorPerMinute, now)) return 'operator';
    if (!this.minutes.allows(alarm, this.limits.perAlarmPerMinute, now)) return 'alarm';
    this.days.add('centre', now);
    this.minutes.add(operator, now);
    this.minutes.add(alarm, now);
    return null;
  }
}
