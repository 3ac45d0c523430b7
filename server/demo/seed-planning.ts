import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import type { ScheduleSchema } from '../../src/contract/entities/planning.ts';
import { DEFAULT_ACTIONS, DEFAULT_REASONS, PLANNING_TEMPLATE } from '../alarms/alarm-defaults.ts';
import { insertAlarm } from '../alarms/alarm-store.ts';
import type { Trx } from '../storage/database.ts';
import { alarmTextColumns, serverAlarmText } from '../alarms/server-alarm-text.ts';

type Schedule = z.infer<typeof ScheduleSchema>;

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
/**
 * The always-active one is due next, after the seeded alarm 30 (3 h): server tests move their clock up to about an
 * hour and count what gets raised.
 */
const ALWAYS_AFTER = 4 * 60 * MINUTE;

interface PlannedDemo {
  /** The alarm:serverTexts code of its text (qa-supervisor P2-15). */
  textCode: string;
  product: string;
  taskType: string;
  schedule: Schedule | null;
  /** Withdrawn before its time: the planning view does not list it (PLAN-12). */
  inactive?: boolean;
}

/**
 * Planned alarms of the demo centre, each generated from a schedule (calls §3, §5): RepeatDays 0 = Monday, exception
 * items override the others. One is due next (always active), the others later, one withdrawn (inactive).
 */
const PLANNED: PlannedDemo[] = [
  { textCode: 'plannedCheckIn', product: 'Safety alarm', taskType: 'Call', schedule: null },
  { textCode: 'plannedEveningRound', product: 'Safety alarm plus', taskType: 'Visit', schedule: { StartTime: '18:00', EndTime: '21:00' } },
  {
    textCode: 'plannedMedicationRound',
    product: 'Medication dispenser',
    taskType: 'Medication,Visit',
    schedule: {
      ScheduleItems: [
        { RepeatDays: [0, 2, 4], StartTime: '09:00', EndTime: '10:00' },
        // No visit on Christmas Day: an exception overrides the weekly items.
        { StartDate: '2026-12-25T00:00:00Z', EndDate: '2026-12-26T00:00:00Z', ExceptionTime: true, StartTime: '00:00', EndTime: '23:59' },
      ],
    },
  },
  { textCode: 'plannedWeekendShopping', product: 'Safety alarm', taskType: 'Visit', schedule: { ScheduleItems: [{ RepeatDays: [5], StartTime: '11:00', EndTime: '12:00' }] }, inactive: true },
];

/** Monday = 0 … Sunday = 6, as RepeatDays counts. */
const weekday = (date: Date) => (date.getDay() + 6) % 7;

function atClock(day: Date, clock: string): Date {
  const [hours, minutes] = clock.split(':').map(Number);
  const at = new Date(day);
  at.setHours(hours!, minutes!, 0, 0);
  return at;
}

/** The schedule's next start from tomorrow; no schedule (always active) means due next. */
function nextStart(schedule: Schedule | null, now: Date): Date {
  const items = (schedule?.ScheduleItems ?? []).filter((item) => !item.ExceptionTime);
  const window = schedule?.StartTime;
  if (!window && items.length === 0) return new Date(now.getTime() + ALWAYS_AFTER);
  for (let days = 1; days <= 8; days++) {
    const day = new Date(now.getTime() + days * DAY);
    if (window) return atClock(day, window);
    const item = items.find((candidate) => candidate.RepeatDays?.includes(weekday(day)));
    if (item) return atClock(day, item.StartTime ?? '08:00');
  }
  return new Date(now.getTime() + DAY);
}

/** Inserts the schedule-generated planned alarms in the planning group, with their product and schedule. */
export async function seedPlanning(trx: Trx, now: Date, userIds: number[], groupId: number): Promise<void> {
  const created = now.toISOString();
  for (const [i, demo] of PLANNED.entries()) {
    const text = serverAlarmText(demo.textCode);
    const alarmId = await insertAlarm(trx, {
      GlobalAlarmId: randomUUID(),
      UserId: userIds[(i * 11 + 3) % userIds.length]!,
      RespondentGroupId: groupId,
      RespondentId: null,
      Template: PLANNING_TEMPLATE,
      Active: demo.inactive ? 0 : 1,
      AlarmText: text.AlarmText,
      ...alarmTextColumns(text),
      TextMessage: '',
      IconRef: 'planned',
      Priority: 5,
      Level: 1,
      Flags: '',
      Model: '',
      CallType: 'voice',
      UseSound: 0,
      ServerAlarmTime: created,
      PlannedTime: nextStart(demo.schedule, now).toISOString(),
      RaisedAt: null,
      LastUpdated: created,
      NotifyAfter: null,
      SignificantUpdateAt: null,
      RequiresAcknowledgement: 0,
      AcknowledgedAt: null,
      DoDeliveryConfirmation: 0,
      DeliveredAt: null,
      TaskType: demo.taskType,
      Comment: '',
      DueDate: null,
      OperatorInformation: '{}',
      PossibleReasons: JSON.stringify(DEFAULT_REASONS),
      PossibleActions: JSON.stringify(DEFAULT_ACTIONS),
      ReasonFreeText: 1,
      ActionFreeText: 0,
    });
    await trx.insertInto('planning').values({ AlarmId: alarmId, Product: demo.product, Schedule: demo.schedule ? JSON.stringify(demo.schedule) : null }).execute();
  }
}
