import { z } from 'zod';
import { IsoDateTimeSchema, optionalText } from '../primitives.ts';

/** A known position of the object; entries of Type Home are ignored by the console (core §3). */
export const PositionSchema = z.looseObject({
  Type: optionalText(),
  Longitude: z.number(),
  Latitude: z.number(),
  ServerTime: IsoDateTimeSchema.nullish(),
});
export type Position = z.infer<typeof PositionSchema>;
