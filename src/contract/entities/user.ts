import { z } from 'zod';
import {
  IsoDateTimeSchema,
  KeyValueSchema,
  RespondentIdSchema,
  UserIdSchema,
  optionalBool,
  optionalText,
} from '../primitives.ts';
import { AddressSchema, ContactSchema } from './contact.ts';
import { AttachedLinkSchema } from './media.ts';

/** The logged-in operator (GET api/me; SESSION-03). */
export const MeSchema = z.looseObject({
  Username: z.string(),
  Initials: optionalText(),
  Language: optionalText(),
  UserId: UserIdSchema,
  Name: optionalText(),
  RemoteId: z.union([z.string(), z.number()]).nullish(),
  IdentityId: z.union([z.string(), z.number()]).nullish(),
  /** The operator's respondent: alarms with this RespondentId are "My" alarms. */
  RespondentId: RespondentIdSchema,
  RcDisplayName: optionalText(),
  RcName: optionalText(),
});
export type Me = z.infer<typeof MeSchema>;

/** A hit of the object (user) search (core §3). */
export const ObjectSearchResultSchema = z.looseObject({
  UserId: UserIdSchema,
  ExchangeTelephoneNumber: optionalText(),
  Name: optionalText(),
  PositioningEnabled: optionalBool(),
  TelephoneNumber: optionalText(),
  AdditionalInformation: z.array(KeyValueSchema).nullish(),
});
export type ObjectSearchResult = z.infer<typeof ObjectSearchResultSchema>;

/** Details of the alarmed person or object (GET api/users/{user_id}; core §3). */
export const UserDetailsSchema = z.looseObject({
  UserId: UserIdSchema,
  Color: optionalText(),
  Name: optionalText(),
  LastName: optionalText(),
  Title: optionalText(),
  NationalIdNumber: optionalText(),
  DateOfBirth: IsoDateTimeSchema.nullish(),
  /** Set: the header shows Deceased. */
  DateOfDeath: IsoDateTimeSchema.nullish(),
  Profession: optionalText(),
  CitizenShip: optionalText(),
  CarePlan: optionalText(),
  MedicalCondition: optionalText(),
  SupportingAids: optionalText(),
  Medication: optionalText(),
  AdditionalInfo: optionalText(),
  /** Notes of the object's organisation (calls §2's organization notes). */
  OrganizationNotes: optionalText(),
  Email: optionalText(),
  Insurance: optionalText(),
  Height: z.union([z.number(), z.string()]).nullish(),
  Weight: z.union([z.number(), z.string()]).nullish(),
  HairColour: optionalText(),
  EyeColour: optionalText(),
  MaritalStatus: optionalText(),
  DebtorNumber: optionalText(),
  KeyPlacement: optionalText(),
  ExternalId: optionalText(),
  AlarmActionModifiedBy: optionalText(),
  AlarmActionModifiedAt: IsoDateTimeSchema.nullish(),
  AlarmResponseAction: optionalText(),
  /** Shown in a box titled OBS. */
  AlarmAction: optionalText(),
  AlarmRecallAction: optionalText(),
  AlarmHandling: optionalText(),
  Contacts: z.array(ContactSchema).nullish(),
  Addresses: z.array(AddressSchema).nullish(),
  /** Not in the spec's field list, but the details widgets read attached links from the object. */
  AttachedLinks: z.array(AttachedLinkSchema).nullish(),
  CustomerNumber: optionalText(),
  ContractNumber: optionalText(),
  CallbackTelephoneNumber: optionalText(),
  /** The response centre's internal message about the user (NOTE-15), edited with POST …/responsecentercomment. */
  ResponseCenterComment: optionalText(),
});
export type UserDetails = z.infer<typeof UserDetailsSchema>;
