import { z } from 'zod';
import { optionalText } from '../primitives.ts';

/** One server setting: string key and string value (CONST-02); numbers and booleans are parsed on read. */
export const SettingSchema = z.looseObject({ key: z.string(), defaultvalue: z.string().nullable() });
export type Setting = z.infer<typeof SettingSchema>;

/** Permission names of the action list (ROLE-02). */
export const PermissionSchema = z.enum([
  'AlarmOperator',
  'SimplifiedOperator',
  'CenterTestalarm',
  'CenterUsers',
  'ShowAlarms',
  'ShowRecent',
  'SkygdSystemAdmin',
  /** Reads the answer-time report of the whole centre (the supervisor page). */
  'AnswerTimeReport',
  /** Clears a flood group's technical and test alarms at once (a supervisor). */
  'FloodBulkClear',
]);
export type Permission = z.infer<typeof PermissionSchema>;

/** GET api/actions. Actions stays a list of strings so an action unknown to this build does not fail parsing. */
export const PermissionsSchema = z.looseObject({ Actions: z.array(z.string()) });
export type Permissions = z.infer<typeof PermissionsSchema>;

/** GET api/dataset/absencereason/{set} (API-20). */
export const AbsenceReasonSetSchema = z.looseObject({
  Attributes: z.array(z.looseObject({ Name: z.string(), Id: z.union([z.string(), z.number()]).nullish() })),
});

/** GET media/dict: a translation dictionary, key to text. */
export const TranslationDictionarySchema = z.record(z.string(), z.string());
export type TranslationDictionary = z.infer<typeof TranslationDictionarySchema>;

/** The hosted namespaces of GET media/dict (`type`) a support admin may edit. */
export const HOSTED_DICTIONARY_TYPES = ['default', 'login', 'datetime', 'alarm', 'map'] as const;

/**
 * The setting (GET api/settings, GET media/dict/version) that changes whenever a hosted dictionary is edited: the
 * console fetches its cached dictionaries again, though less than a day old, when it differs from theirs.
 */
export const DICTIONARY_VERSION_SETTING = 'DICTIONARY_VERSION';

/** GET media/dict/version. */
export const TranslationsVersionSchema = z.object({ version: z.string().max(100) });

/** A key as i18next nests it: dotted words, no spaces or markup. */
const DictionaryKeySchema = z.string().regex(/^[A-Za-z0-9_-]+(\.[A-Za-z0-9_-]+)*$/).max(200);

/**
 * PUT /api/support/dictionary/:language/:namespace: the whole hosted namespace, key to text. Texts are plain text:
 * control characters (other than line breaks and tabs) are removed and the ends trimmed; an empty text is refused.
 */
export const DictionaryWriteSchema = z
  .record(
    DictionaryKeySchema,
    z
      .string()
      .max(2000)
      // eslint-disable-next-line no-control-regex -- removing control characters is the point
      .transform((text) => text.normalize('NFC').replace(/[\u0000-\u0008\u000B-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]/g, '').trim())
      .pipe(z.string().min(1)),
  )
  .refine((texts) => Object.keys(texts).length <= 1000, 'at most 1000 texts');

/** GET /api/support/dictionary/:language/:namespace/versions: newest first. */
export const DictionaryVersionListSchema = z.array(
  z.looseObject({
    Id: z.number().int(),
    At: z.string(),
    Username: z.string().nullable(),
    ChangedKeys: z.array(z.string()),
    /** The version this one restored, when it is a revert. */
    RevertOf: z.number().int().nullable(),
  }),
);
export type DictionaryVersionList = z.infer<typeof DictionaryVersionListSchema>;

/** POST /api/support/dictionary/:language/:namespace/revert: the version whose texts come back. */
export const DictionaryRevertSchema = z.object({ VersionId: z.number().int().positive() });

/** Shape not shown: the answer of GET api/settings/apikey for the named API. */
export const ApiKeyResponseSchema = z.looseObject({ apiName: optionalText(), key: z.string() });
