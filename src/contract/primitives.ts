import { z } from 'zod';

/**
 * Building blocks shared by the entity, call and push schemas. Server entities are lenient (the existing backend
 * omits or nulls fields freely), so most fields use `nullish()`; identity and state fields stay required.
 */

/** Date-times travel as ISO-8601 strings. Not format-checked: the existing backend sends them without a zone. */
export const IsoDateTimeSchema = z.string();

/** The backend's "no date" value (e.g. SignificantUpdateAt when there was no significant update). */
export const ZERO_DATE = '0001-01-01T00:00:00';

/** AlarmId: a positive integer. */
export const AlarmIdSchema = z.number().int().positive();
/** GlobalAlarmId: a string (a uuid on the reference server; not enforced, so other backends still parse). */
export const GlobalAlarmIdSchema = z.string().min(1);
export const UserIdSchema = z.number().int();
export const RespondentIdSchema = z.number().int();

/**
 * The `{alarm_id}` path parameter: the AlarmId or the GlobalAlarmId (the server resolves both). Digit-only strings
 * (as they arrive in a URL) of up to 15 digits become numbers (exact, see IntParamSchema), anything else stays a
 * GlobalAlarmId.
 */
export const AlarmRefSchema = z
  .union([AlarmIdSchema, z.string().min(1).max(100)])
  .transform((ref) => (typeof ref === 'string' && /^\d{1,15}$/.test(ref) ? Number(ref) : ref));
export type AlarmRef = z.output<typeof AlarmRefSchema>;

/**
 * An integer in a path or query: a number from a caller, a digit string from a URL. At most 15 digits, so the
 * number stays exact (a 20-digit id would round to another one).
 */
export const IntParamSchema = z.union([z.number().int(), z.string().regex(/^-?\d{1,15}$/).transform(Number)]);
/** A date-time a caller filters by (query): any form Date.parse reads, so the server never works with an Invalid Date. */
export const QueryDateTimeSchema = z
  .string()
  .max(40)
  .refine((value) => !Number.isNaN(Date.parse(value)), 'not a date-time');
/** A decimal number in a path (camera speeds). */
export const NumberParamSchema = z.union([z.number(), z.string().regex(/^-?\d+(\.\d+)?$/).transform(Number)]);
/** A list of alarm references in a query: an array from a caller, a comma-separated string from a URL. */
export const AlarmRefListSchema = z
  .union([z.array(z.union([z.number(), z.string()])), z.string()])
  .transform((list) => (typeof list === 'string' ? list.split(',').filter(Boolean) : list))
  .pipe(z.array(AlarmRefSchema).min(1).max(500));
/** A non-empty string segment in a path (call sids, conference names, resource ids). */
export const SegmentParamSchema = z.string().min(1).max(200);

/** A boolean in a query string or form body: true only for true/True/1 (as the backend reads settings). */
export const LooseBooleanSchema = z
  .union([z.boolean(), z.enum(['true', 'True', 'false', 'False', '1', '0', ''])])
  .transform((value) => value === true || value === 'true' || value === 'True' || value === '1');

/** Key/Value pairs (AdditionalInformation; keys CITY, POSTCODE, STREET, CUSTOMER). */
export const KeyValueSchema = z.looseObject({ Key: z.string(), Value: z.string().nullish() });

/** A request or response without a body (or one the caller ignores). */
export const EmptySchema = z.unknown();

/** Shorthands for the lenient (optional and nullable) fields of server entities. */
export const optionalText = () => z.string().nullish();
export const optionalInt = () => z.number().int().nullish();
export const optionalBool = () => z.boolean().nullish();
