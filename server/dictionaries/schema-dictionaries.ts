import type { Generated } from 'kysely';

/* Hosted dictionaries (GET media/dict). Conventions in storage/schema.ts. */

export interface DictionaryTextTable {
  Language: string;
  /** The hosted namespace, the `type` of GET media/dict (default, login, datetime, alarm, map). */
  Namespace: string;
  /** Dotted key as i18next nests it. */
  Key: string;
  Text: string;
}

/** Every state a hosted namespace was edited into (and the state before its first edit), so an edit can be reverted. */
export interface DictionaryVersionTable {
  Id: Generated<number>;
  Language: string;
  Namespace: string;
  /** JSON: the whole namespace, key to text, as it was from this version on. */
  Texts: string;
  /** JSON: the keys added, changed or removed against the version before; [] for the state before the first edit. */
  ChangedKeys: string;
  /** Who made it; null for the state found before the first edit. */
  RespondentId: number | null;
  Username: string | null;
  At: string;
  /** The version this one restored, when it is a revert. */
  RevertOf: number | null;
}
