/** Object (user) search input (core §5, §9). */
import { NATIONAL_ID_MIN_CHARS, SEARCH_MIN_CHARS } from '../constants.ts';
import { type Validation, invalid, valid } from './result.ts';

export type ObjectSearchKind = 'text' | 'nationalId';

export type ObjectSearchQuery =
  /** An empty query clears the results without a request. */
  | { kind: 'clear' }
  | { kind: 'search'; by: ObjectSearchKind; query: string };

/** Free text needs at least 2 characters, a national id at least 6. */
export function objectSearchQuery(value: string, by: ObjectSearchKind): Validation<ObjectSearchQuery> {
  const query = value.trim();
  if (query === '') return valid({ kind: 'clear' });
  if (by === 'nationalId') {
    return query.length >= NATIONAL_ID_MIN_CHARS ? valid({ kind: 'search', by, query }) : invalid('NATIONAL_ID_TOO_SHORT');
  }
  return query.length >= SEARCH_MIN_CHARS ? valid({ kind: 'search', by, query }) : invalid('SEARCH_TOO_SHORT');
}
