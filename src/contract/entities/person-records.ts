import { z } from 'zod';

/**
 * Links, measurements and media an alarm receiver sends with an alarm (WIDGET-27, WIDGET-28, WIDGET-33), shaped as
 * the alarm page reads them back. Media are referenced by http(s) address (the centre lists their host in
 * ARC_CSP_ORIGINS); the server stores what it is given and invents none.
 */
const AddressSchema = z.url({ protocol: /^https?$/ }).max(2048);
const RecordedAtSchema = z.iso.datetime({ offset: true });

export const IngestLinkSchema = z.object({
  LinkDescription: z.string().max(500).optional(),
  LinkUrl: AddressSchema,
  LastUpdated: RecordedAtSchema.optional(),
});

export const IngestMeasurementSchema = z.object({
  /** Spelt as the backend spells it. */
  Measurment: z.string().min(1).max(200),
  Value: z.union([z.string().max(500), z.number()]),
  DataType: z.enum(['int', 'string', 'timestamp']),
  RecordedAt: RecordedAtSchema.optional(),
  TransmitterId: z.number().int().optional(),
});

const mediaFields = { ContentType: z.string().min(1).max(100), LastUpdated: RecordedAtSchema.optional() };
export const IngestImageSchema = z.object({ Image: AddressSchema, ThumbNail: AddressSchema.optional(), ...mediaFields });
export const IngestSoundSchema = z.object({ Sound: AddressSchema, ...mediaFields });
/** A recorded video (Video) or a live one (LiveVideo). */
export const IngestVideoSchema = z.union([z.object({ Video: AddressSchema, ...mediaFields }), z.object({ LiveVideo: AddressSchema, ...mediaFields })]);

/** The records fields of an ingested alarm: each list at most 20 items. */
export const IngestRecordsShape = {
  Links: z.array(IngestLinkSchema).max(20).optional(),
  Measurements: z.array(IngestMeasurementSchema).max(20).optional(),
  Images: z.array(IngestImageSchema).max(20).optional(),
  Sounds: z.array(IngestSoundSchema).max(20).optional(),
  Videos: z.array(IngestVideoSchema).max(20).optional(),
};
export type IngestRecords = { [K in keyof typeof IngestRecordsShape]?: z.infer<(typeof IngestRecordsShape)[K]> };
