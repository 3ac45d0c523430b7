import { z } from 'zod';
import { IsoDateTimeSchema, optionalInt, optionalText } from '../primitives.ts';

/** Note types: 0 generic, 1 medical, 2 technical (checklist decision "note types"). */
export const NOTE_TYPE = { generic: 0, medical: 1, technical: 2 } as const;
export const NoteTypeSchema = z.union([z.literal(0), z.literal(1), z.literal(2)]);
export type NoteType = z.infer<typeof NoteTypeSchema>;

/** A note on a user (GET api/users/{user_id}/notes; NOTE-14). */
export const NoteSchema = z.looseObject({
  UID: z.union([z.string(), z.number()]),
  Created: IsoDateTimeSchema.nullish(),
  AdminName: optionalText(),
  Note: z.string(),
  NoteType: optionalInt(),
  AlarmId: optionalInt(),
});
export type Note = z.infer<typeof NoteSchema>;
