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

/** Shape not shown: the answer of GET api/settings/apikey for the named API. */
export const ApiKeyResponseSchema = z.looseObject({ apiName: optionalText(), key: z.string() });
