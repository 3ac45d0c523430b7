import { z } from 'zod';

/** A DC-09 account as a support admin reads it: its person, whether it has a key (never the key), its supervision. */
export const Dc09AccountSchema = z.object({
  Account: z.string(),
  UserId: z.number().int(),
  Encrypted: z.boolean(),
  RequireEncryption: z.boolean(),
  SupervisionSeconds: z.number().int(),
  LastCheckInAt: z.string().nullable(),
  ConnectionLost: z.boolean(),
});
export type Dc09Account = z.infer<typeof Dc09AccountSchema>;

/** PUT /api/support/dc09/accounts/:account: a key of 32, 48 or 64 hex digits, null for none, left out to keep it. */
export const Dc09AccountWriteSchema = z.object({
  UserId: z.number().int().positive(),
  Key: z
    .string()
    .regex(/^(?:[0-9A-Fa-f]{32}|[0-9A-Fa-f]{48}|[0-9A-Fa-f]{64})$/)
    .nullable()
    .optional(),
  RequireEncryption: z.boolean(),
  SupervisionSeconds: z.number().int().min(0).max(7 * 24 * 3600),
});

export const Dc09AccountParamsSchema = z.object({ account: z.string().regex(/^[0-9A-Fa-f]{3,16}$/) });

/** What an event code becomes: an alarm (text, priority, template) or, with Raise false, a note on the person. */
export const Dc09EventSchema = z.object({
  Kind: z.enum(['SIA', 'CID']),
  Code: z.string(),
  Restore: z.boolean(),
  /** The console's alarm:serverTexts.dc09 key; empty: AlarmText as written. */
  TextCode: z.string().max(50),
  AlarmText: z.string().max(500),
  Priority: z.number().int().min(1).max(3),
  Template: z.string().min(1).max(100),
  Raise: z.boolean(),
});
export type Dc09Event = z.infer<typeof Dc09EventSchema>;

export const Dc09EventWriteSchema = Dc09EventSchema.omit({ Kind: true, Code: true }).refine((row) => row.TextCode !== '' || row.AlarmText !== '', { message: 'give TextCode or AlarmText', path: ['AlarmText'] });

/** A SIA code is two capital letters, a Contact ID event three digits. */
export const Dc09EventParamsSchema = z
  .object({ kind: z.enum(['SIA', 'CID']), code: z.string().regex(/^(?:[A-Z]{2}|\d{3})$/) })
  .refine((p) => (p.kind === 'SIA') === /^[A-Z]{2}$/.test(p.code), { message: 'SIA: two capital letters; CID: three digits', path: ['code'] });
