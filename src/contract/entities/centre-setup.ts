import { z } from 'zod';
import { IngestLinkSchema, IngestMeasurementSchema } from './person-records.ts';
import { PermissionSchema } from './settings.ts';

/*
 * Setting a centre up without the demo (reference server, SkygdSystemAdmin): groups, operators, persons with their
 * contacts, and devices, one at a time or imported from one file. Each row is known by its own key (a group by its
 * Description, an operator by Username, a person by ExternalId, a device by its person and TransmitterIdentifier),
 * so importing the same file twice changes nothing the second time.
 */

const name = z.string().trim().min(1).max(200);
const phone = z.string().trim().max(40);

export const CentreGroupSchema = z.object({
  Description: name,
  /** Every operator of the centre is always in it. */
  Forced: z.boolean().optional(),
  UsingPlanningView: z.boolean().optional(),
});

export const CentreOperatorSchema = z.object({
  /** Logins ignore case: stored lower-case. */
  Username: z.string().trim().regex(/^[\w.@-]{2,100}$/, '2-100 letters, digits or . _ @ -'),
  Name: name,
  Telephone: phone.optional(),
  /** The first password (the policy of the password reset applies); an existing operator's password is kept. */
  Password: z.string().min(1).max(200),
  /** The operator must choose a new password at the first login (default true). */
  MustChangePassword: z.boolean().optional(),
  Permissions: z.array(PermissionSchema).max(20),
  ReadOnly: z.boolean().optional(),
  /** The groups (by Description) the operator may join; he starts in all of them. */
  Groups: z.array(name).max(200),
});

export const CentreContactSchema = z.object({
  Name: name,
  Relation: z.string().max(100).optional(),
  Telephone1: phone,
  Telephone2: phone.optional(),
  Telephone3: phone.optional(),
  Email: z.string().max(200).optional(),
  Address: z.string().max(500).optional(),
  NearestRelative: z.boolean().optional(),
  KeyHolder: z.boolean().optional(),
});

export const CentrePersonSchema = z.object({
  /** The id the alarm receiver knows the person by (ingest's ExternalId). */
  ExternalId: z.string().trim().min(1).max(100),
  Name: name,
  LastName: name,
  NationalIdNumber: z.string().trim().max(40),
  TelephoneNumber: phone,
  Organization: z.string().max(200).optional(),
  ResponseCenterComment: z.string().max(2000).optional(),
  /** The person may get the centre's test alarms (never a real person's). */
  TestUser: z.boolean().optional(),
  HomeAddress: z.object({ Street: z.string().max(200), PostalCode: z.string().max(20), City: z.string().max(100) }).optional(),
  /** In calling order; an import replaces the person's contacts. */
  Contacts: z.array(CentreContactSchema).max(50).optional(),
  /** Shown with every alarm of the person (an import replaces them). */
  Links: z.array(IngestLinkSchema).max(20).optional(),
  Measurements: z.array(IngestMeasurementSchema).max(20).optional(),
});

export const CentreDeviceSchema = z.object({
  PersonExternalId: z.string().trim().min(1).max(100),
  TransmitterIdentifier: z.string().trim().min(1).max(100),
  ProductId: z.number().int().min(0).optional(),
  ProductName: name,
  Model: z.string().max(200).optional(),
  Manufacturer: z.string().max(200).optional(),
  /** The transmitter raises alarms (default true); else it only reports (a sensor, a key safe). */
  IsAlarmingTransmitter: z.boolean().optional(),
});

/** The import file (POST /api/admin/import; `npm run admin -- import <file>`): all rows are stored, or none. */
export const CentreImportSchema = z.object({
  Groups: z.array(CentreGroupSchema).max(1000).optional(),
  Operators: z.array(CentreOperatorSchema).max(1000).optional(),
  Persons: z.array(CentrePersonSchema).max(20_000).optional(),
  Devices: z.array(CentreDeviceSchema).max(40_000).optional(),
});
export type CentreImport = z.infer<typeof CentreImportSchema>;

const counts = z.object({ Groups: z.number().int(), Operators: z.number().int(), Persons: z.number().int(), Devices: z.number().int() });
/** What an import or a single create did: rows created and rows that existed (updated from the file). */
export const CentreImportResultSchema = z.object({ Created: counts, Updated: counts });
export type CentreImportResult = z.infer<typeof CentreImportResultSchema>;
