import { z } from 'zod';
import { IsoDateTimeSchema, optionalBool, optionalInt, optionalText } from '../primitives.ts';

/** Shape not shown in the spec: a postal address as the address widgets display it. */
export const AddressSchema = z.looseObject({
  Description: optionalText(),
  Street: optionalText(),
  PostalCode: optionalText(),
  City: optionalText(),
  Country: optionalText(),
});

/** A contact of the alarmed object (calls §3, RES-07). Address may be plain text or structured. */
export const ContactSchema = z.looseObject({
  ContactId: optionalInt(),
  Name: optionalText(),
  Email: optionalText(),
  Relation: optionalText(),
  Telephone1: optionalText(),
  Telephone2: optionalText(),
  Telephone3: optionalText(),
  Address: z.union([z.string(), AddressSchema]).nullish(),
  Order: optionalInt(),
  /** Not in the spec: the person's nearest relative, the one the response action calls after the person. */
  NearestRelative: optionalBool(),
  /** Not in the spec: the contact holds a key to the person's home. */
  KeyHolder: optionalBool(),
});

export type Contact = z.infer<typeof ContactSchema>;

/**
 * A resource on an alarm: a contact plus its resource id (used as `{resource}` in callresource paths), login and
 * activity state; SMS recipients also carry IsResource (RES-30).
 */
export const ResourceSchema = ContactSchema.extend({
  Resource: z.union([z.string(), z.number()]).nullish(),
  LoggedIn: optionalBool(),
  Active: optionalBool(),
  IsResource: optionalBool(),
});
export type Resource = z.infer<typeof ResourceSchema>;

/** An existing resource call (GET callresource); CalledAt present means it was already called (RES-13). */
export const ResourceCallSchema = z.looseObject({
  Message: optionalText(),
  NotifyOnUpdate: optionalBool(),
  DeactivateAlarmWhenAllDone: optionalBool(),
  CalledAt: IsoDateTimeSchema.nullish(),
  /** Not in the spec: when the called resource accepted (the reference server's demo responders do). */
  AcceptedAt: IsoDateTimeSchema.nullish(),
});
export type ResourceCall = z.infer<typeof ResourceCallSchema>;

/** Answer to creating a resource call: how many were called. */
export const ResourceCallResultSchema = z.looseObject({ Successful: z.number().int() });

/** The contact linked to an alarm (GET api/users/linkedcontact; RES-31). Lowercase names as in the spec. */
export const LinkedContactSchema = z.looseObject({
  userId: z.number().int(),
  name: optionalText(),
  additionalInformation: z.array(z.looseObject({ Key: z.string(), Value: optionalText() })).nullish(),
});
export type LinkedContact = z.infer<typeof LinkedContactSchema>;
