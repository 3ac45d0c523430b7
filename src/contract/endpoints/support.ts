import { z } from 'zod';
import { defineEndpoint } from '../endpoint-def.ts';
import { LIMITS } from '../limits.ts';
import { EmptySchema } from '../primitives.ts';
import { DictionaryRevertSchema, DictionaryVersionListSchema, DictionaryWriteSchema, HOSTED_DICTIONARY_TYPES } from '../entities/settings.ts';
import { SUPPORTED_LANGUAGES } from '../../domain/language.ts';
import { AuditPageSchema, AuditQuerySchema } from '../entities/audit.ts';
import {
  BrowserLogSchema,
  SubscriptionResultSchema,
  SystemTestRowSchema,
  TestAlarmListSchema,
  TestAlarmResultSchema,
} from '../entities/support.ts';

/** POST /api/support/senddocument (API-74): a document 1-9 to a number or address of at least 4 characters. */
export const SendDocumentRequestSchema = z.object({
  DocumentId: z.number().int().min(1).max(LIMITS.documentIdMax),
  Destination: z.string().trim().min(LIMITS.documentDestinationMin).max(200),
});

/** POST /api/test (API-76): run a routine for a user. */
export const RunTestAlarmRequestSchema = z.object({ TestRoutineId: z.number().int(), UserId: z.number().int() });

/** POST /api/debug/log (API-79): the browser log of a user, as text or entries. */
export const DebugLogRequestSchema = z.object({
  username: z.string().max(200),
  data: z.union([z.string().max(200_000), z.array(z.unknown()).max(2000)]),
});

const DictionaryParamsSchema = z.object({ language: z.enum(SUPPORTED_LANGUAGES), namespace: z.enum(HOSTED_DICTIONARY_TYPES) });

export const supportEndpoints = {
  /**
   * Replaces one hosted dictionary (GET media/dict) of a language; SkygdSystemAdmin in a full, writing session. Every
   * key must be the bundle's, with its text's `{{…}}` and `$t(…)` parts (400 DICTIONARY_TEXT_REFUSED names the keys).
   */
  supportDictionary: defineEndpoint({
    method: 'PUT',
    path: '/api/support/dictionary/:language/:namespace',
    params: DictionaryParamsSchema,
    body: DictionaryWriteSchema,
    encoding: 'json',
    response: EmptySchema,
    auth: 'bearer',
    write: true,
  }),
  /** The versions of one hosted dictionary, newest first: who changed which keys when (SkygdSystemAdmin). */
  supportDictionaryVersions: defineEndpoint({
    method: 'GET',
    path: '/api/support/dictionary/:language/:namespace/versions',
    params: DictionaryParamsSchema,
    encoding: 'none',
    response: DictionaryVersionListSchema,
    auth: 'bearer',
    write: false,
  }),
  /** Puts one hosted dictionary back to the texts of one of its versions, as a new version (as an edit is allowed). */
  supportDictionaryRevert: defineEndpoint({
    method: 'POST',
    path: '/api/support/dictionary/:language/:namespace/revert',
    params: DictionaryParamsSchema,
    body: DictionaryRevertSchema,
    encoding: 'json',
    response: EmptySchema,
    auth: 'bearer',
    write: true,
  }),
  /** The audit trail of one operator or one monitored person, newest first, a page at a time (SkygdSystemAdmin). */
  supportAudit: defineEndpoint({
    method: 'GET',
    path: '/api/support/audit',
    query: AuditQuerySchema,
    encoding: 'none',
    response: AuditPageSchema,
    auth: 'bearer',
    write: false,
  }),
  /** Subscription lookup by number (plus stripped) or e-mail (API-73). */
  supportSubscription: defineEndpoint({
    method: 'GET',
    path: '/api/support/subscription',
    query: z.object({ identifier: z.string().trim().min(1).max(200) }),
    encoding: 'none',
    response: SubscriptionResultSchema,
    auth: 'bearer',
    write: false,
  }),
  supportSendDocument: defineEndpoint({
    method: 'POST',
    path: '/api/support/senddocument',
    body: SendDocumentRequestSchema,
    encoding: 'json',
    response: EmptySchema,
    auth: 'bearer',
    write: true,
  }),
  systemTests: defineEndpoint({
    method: 'GET',
    path: '/api/test/system',
    encoding: 'none',
    response: z.array(SystemTestRowSchema),
    auth: 'bearer',
    write: false,
  }),
  startSystemTests: defineEndpoint({
    method: 'POST',
    path: '/api/test/system',
    encoding: 'none',
    response: EmptySchema,
    auth: 'bearer',
    write: true,
  }),
  testAlarms: defineEndpoint({
    method: 'GET',
    path: '/api/test',
    encoding: 'none',
    response: TestAlarmListSchema,
    auth: 'bearer',
    write: false,
  }),
  runTestAlarm: defineEndpoint({
    method: 'POST',
    path: '/api/test',
    body: RunTestAlarmRequestSchema,
    encoding: 'json',
    response: TestAlarmResultSchema,
    auth: 'bearer',
    write: true,
  }),
  debugLog: defineEndpoint({
    method: 'POST',
    path: '/api/debug/log',
    body: DebugLogRequestSchema,
    encoding: 'json',
    response: EmptySchema,
    auth: 'bearer',
    write: false,
  }),
  /** The latest browser log upload, for the support page (SkygdSystemAdmin). */
  latestDebugLog: defineEndpoint({
    method: 'GET',
    path: '/api/debug/log/latest',
    encoding: 'none',
    response: BrowserLogSchema,
    auth: 'bearer',
    write: false,
  }),
} as const;
