/* Hosted dictionaries (GET media/dict). Conventions in storage/schema.ts. */

export interface DictionaryTextTable {
  Language: string;
  /** The hosted namespace, the `type` of GET media/dict (default, login, datetime, alarm, map). */
  Namespace: string;
  /** Dotted key as i18next nests it. */
  Key: string;
  Text: string;
}
