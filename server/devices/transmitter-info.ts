import type { Selectable } from 'kysely';
import type { Transmitter } from '../../src/contract/index.ts';
import type { TransmitterTable } from '../storage/schema.ts';

/** A transmitter row's AdditionalInfo (CMD-41, CMD-49): null when the row has none of it. */
export function additionalInfo(row: Selectable<TransmitterTable>): Transmitter['AdditionalInfo'] {
  const info = { InfoTranslationKey: row.InfoTranslationKey, SmallImageUrl: row.SmallImageUrl, ImageUrl: row.ImageUrl, Callback: row.Callback };
  return Object.values(info).some(Boolean) ? info : null;
}
