import { z } from 'zod';
import { IsoDateTimeSchema } from '../primitives.ts';

/** Alarms taken in a period and how many of them within the answer target. */
export const TakenCountsSchema = z.object({
  Taken: z.number().int().nonnegative(),
  WithinTarget: z.number().int().nonnegative(),
});
export type TakenCounts = z.infer<typeof TakenCountsSchema>;

/**
 * GET /api/targets/shift: the current shift's alarms taken within the target (seconds from joining the list to the
 * first take-over), for the caller and for the whole centre, with the targets the console warns by.
 */
export const ShiftShareSchema = z.object({
  ShiftStart: IsoDateTimeSchema,
  ShiftEnd: IsoDateTimeSchema,
  TargetSeconds: z.number().int().positive(),
  WarningSeconds: z.number().int().positive(),
  Operator: TakenCountsSchema,
  Centre: TakenCountsSchema,
});
export type ShiftShare = z.infer<typeof ShiftShareSchema>;

/** One hour of the supervisor report, by the hour the alarms joined the list; waits are in seconds. */
export const AnswerHourSchema = z.object({
  HourStart: IsoDateTimeSchema,
  Count: z.number().int().nonnegative(),
  WithinTarget: z.number().int().nonnegative(),
  MedianWaitSeconds: z.number().nonnegative().nullable(),
  P95WaitSeconds: z.number().nonnegative().nullable(),
});
export type AnswerHour = z.infer<typeof AnswerHourSchema>;

/** One of the slowest alarms to be taken: its id (to open it), when it came, how long it waited, who took it. */
export const SlowAlarmSchema = z.object({
  AlarmId: z.number().int(),
  ArrivedAt: IsoDateTimeSchema,
  WaitSeconds: z.number().nonnegative(),
  TakenByName: z.string().nullable(),
  /** The alarm's template: its page's path names it. */
  Template: z.string().nullable(),
});

/** GET /api/targets/report: the last 24 hours per hour, oldest first, and the ten slowest alarms of them. */
export const AnswerReportSchema = z.object({
  TargetSeconds: z.number().int().positive(),
  Hours: z.array(AnswerHourSchema).max(24),
  Slowest: z.array(SlowAlarmSchema).max(10),
});
export type AnswerReport = z.infer<typeof AnswerReportSchema>;
