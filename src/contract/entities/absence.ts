import { z } from 'zod';
import { IsoDateTimeSchema, optionalText } from '../primitives.ts';
import { LIMITS } from '../limits.ts';

/** One absence of a user (core §3, ABS-16). */
export const AbsenceSchema = z.looseObject({
  Id: z.number().int(),
  Reason: optionalText(),
  Comment: optionalText(),
  StartDate: IsoDateTimeSchema,
  StartTime: optionalText(),
  EndDate: IsoDateTimeSchema.nullish(),
  EndTime: optionalText(),
});
export type Absence = z.infer<typeof AbsenceSchema>;

/** GET api/users/{user_id}/absencecalendar: absences by phase; a missing group reads as empty. */
export const AbsenceCalendarSchema = z.looseObject({
  Ongoing: z.array(AbsenceSchema).nullish().transform((list) => list ?? []),
  Upcoming: z.array(AbsenceSchema).nullish().transform((list) => list ?? []),
  Previous: z.array(AbsenceSchema).nullish().transform((list) => list ?? []),
});
export type AbsenceCalendar = z.infer<typeof AbsenceCalendarSchema>;

/**
 * Body of POST api/users/{user_id}/absence (ABS-07). StartDate/EndDate are ISO date-times; the end must not be
 * before the start. Overlap is checked by the server against stored absences, not here.
 */
export const AbsenceCreateSchema = z
  .object({
    StartDate: IsoDateTimeSchema.min(1),
    EndDate: IsoDateTimeSchema.nullish(),
    Reason: z.string().min(1).max(200),
    Comment: z.string().max(LIMITS.freeText).nullish(),
    createAlarm: z.boolean().optional(),
    HasEndDate: z.boolean().optional(),
  })
  .refine((absence) => !absence.EndDate || !(Date.parse(absence.EndDate) < Date.parse(absence.StartDate)), {
    message: 'EndDate must not be before StartDate',
    path: ['EndDate'],
  });
export type AbsenceCreate = z.infer<typeof AbsenceCreateSchema>;
