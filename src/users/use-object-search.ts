import { useEffect, useState } from 'react';
import type { MessageKey, ObjectSearchResult } from '../contract/index.ts';
import { SEARCH_DEBOUNCE_MS } from '../domain/constants.ts';
import { type ObjectSearchKind, objectSearchQuery } from '../domain/validation/object-search.ts';
import { useEngine } from '../sync-client/engine-context.tsx';

export type ObjectSearchState =
  | { kind: 'idle' }
  /** SEARCH_TOO_SHORT or NATIONAL_ID_TOO_SHORT. */
  | { kind: 'tooShort'; message: MessageKey }
  | { kind: 'searching' }
  | { kind: 'results'; results: ObjectSearchResult[] }
  | { kind: 'failed' };

/**
 * The object (user) search behind a search box (core §5, VALID-12..15): free text needs 2 characters, a national id
 * 6; an empty query clears the results; the engine is asked 250 ms after the last keystroke. Results come straight
 * from the engine (a search is not stored), and an answer to an older query is dropped.
 */
export function useObjectSearch(input: string, by: ObjectSearchKind = 'text'): ObjectSearchState {
  const engine = useEngine();
  const [state, setState] = useState<ObjectSearchState>({ kind: 'idle' });

  useEffect(() => {
    const checked = objectSearchQuery(input, by);
    if (!checked.ok) {
      setState({ kind: 'tooShort', message: checked.error });
      return;
    }
    if (checked.value.kind === 'clear') {
      setState({ kind: 'idle' });
      return;
    }
    const { query } = checked.value;
    let current = true;
    const timer = setTimeout(() => {
      setState({ kind: 'searching' });
      void engine.searchUsers(by === 'nationalId' ? { nationalidnumber: query } : { q: query }).then((result) => {
        if (current) setState(result.ok ? { kind: 'results', results: result.value } : { kind: 'failed' });
      });
    }, SEARCH_DEBOUNCE_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [engine, input, by]);

  return state;
}
