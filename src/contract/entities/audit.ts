import { z } from 'zod';
import { IntParamSchema, IsoDateTimeSchema } from '../primitives.ts';

/** What an audit line records (security #NM7). */
export const AUDIT_EVENTS = [
  'login',
  'login.failed',
  'twofactor.failed',
  'logout',
  'password.reset',
  'refused',
  'medical.read',
  'medical.write',
  'user.read',
  'position.read',
  'locate',
  'sms.sent',
  'dictionary.edit',
  'dictionary.revert',
] as const;
export type AuditEventName = (typeof AUDIT_EVENTS)[number];

/** One line of the audit trail: who (operator and login), what, about whom (a monitored person), in which request. */
export const AuditLineSchema = z.looseObject({
  Id: z.number().int(),
  At: IsoDateTimeSchema,
  Event: z.string(),
  RespondentId: z.number().int().nullable(),
  Username: z.string().nullable(),
  UserId: z.number().int().nullable(),
  RequestId: z.string().nullable(),
  /** What else tells the event apart (route, status, changed keys), as JSON. */
  Details: z.string().nullable(),
});
export type AuditLine = z.infer<typeof AuditLineSchema>;

/** GET /api/support/audit: newest first; `NextBefore` asks for the page after this one (null: no more). */
export const AuditPageSchema = z.object({ Lines: z.array(AuditLineSchema), NextBefore: z.number().int().nullable() });
export type AuditPage = z.infer<typeof AuditPageSchema>;

/** The filter of GET /api/support/audit: one operator or one monitored person (or neither: everything), a page at a time. */
export const AuditQuerySchema = z.object({
  respondentId: IntParamSchema.pipe(z.number().positive()).optional(),
  /** One operator's lines by user name (the console's filter). */
  username: z.string().trim().min(1).max(200).optional(),
  userId: IntParamSchema.pipe(z.number().positive()).optional(),
  /** Only lines older than this Id (the NextBefore of the page before). */
  before: IntParamSchema.pipe(z.number().positive()).optional(),
  limit: IntParamSchema.pipe(z.number().min(1).max(200)).optional(),
});
