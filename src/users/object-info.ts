import type { ObjectSearchResult } from '../contract/index.ts';

/** The keys of a search hit's AdditionalInformation the console shows (core §3, DETAIL-36). */
export type ObjectInfoKey = 'CITY' | 'POSTCODE' | 'STREET' | 'CUSTOMER';

export function objectInfo(result: ObjectSearchResult, key: ObjectInfoKey): string {
  return result.AdditionalInformation?.find((entry) => entry.Key === key)?.Value ?? '';
}
