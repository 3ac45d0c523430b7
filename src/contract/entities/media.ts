import { z } from 'zod';
import { IsoDateTimeSchema, optionalInt, optionalText } from '../primitives.ts';
import { AlarmLogSchema } from './alarm-log.ts';
import { PositionSchema } from './position.ts';

/** A link attached to an alarm (calls §3). */
export const LinkSchema = z.looseObject({
  LinkDescription: optionalText(),
  LinkUrl: z.string(),
  LastUpdated: IsoDateTimeSchema.nullish(),
});

/** A measurement reported by a transmitter; `Measurment` is spelt as the backend spells it. */
export const MeasurementSchema = z.looseObject({
  Measurment: optionalText(),
  Value: z.union([z.string(), z.number()]).nullish(),
  /** timestamp, string or int. */
  DataType: optionalText(),
  RecordedAt: IsoDateTimeSchema.nullish(),
  TransmitterId: optionalInt(),
});

/** One media item of the attachments: an image (with thumbnail), a sound, a video or a live video. */
export const MediaItemSchema = z.looseObject({
  Image: optionalText(),
  ThumbNail: optionalText(),
  Sound: optionalText(),
  ContentType: optionalText(),
  Video: optionalText(),
  LiveVideo: optionalText(),
  LastUpdated: IsoDateTimeSchema.nullish(),
});

/**
 * Attachments of an alarm (WIDGET-33), fetched incrementally with the Latest cursor. Coordinates and Realarms
 * are not described: coordinates reuse the position shape, re-alarms are kept as loose records.
 */
export const AttachmentsSchema = z.looseObject({
  Locations: z.array(PositionSchema).nullish(),
  Coordinates: z.array(PositionSchema).nullish(),
  Logs: z.array(AlarmLogSchema).nullish(),
  Images: z.array(MediaItemSchema).nullish(),
  Videos: z.array(MediaItemSchema).nullish(),
  Sounds: z.array(MediaItemSchema).nullish(),
  Links: z.array(LinkSchema).nullish(),
  Realarms: z.array(z.looseObject({})).nullish(),
  Latest: z.union([z.string(), z.number()]).nullish(),
});
export type Attachments = z.infer<typeof AttachmentsSchema>;

/** A link attached to the object's details; the last one matching a configured pattern is shown. */
export const AttachedLinkSchema = z.looseObject({ LinkDescription: optionalText(), LinkUrl: z.string() });
export type AttachedLink = z.infer<typeof AttachedLinkSchema>;
