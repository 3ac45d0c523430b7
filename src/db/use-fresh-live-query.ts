import { useLiveQuery } from 'dexie-react-hooks';

/**
 * Dexie's live query, undefined until the query for the current `deps` has answered. dexie-react-hooks hands back
 * the previous deps' result meanwhile: a page switched to another alarm showed the alarm before it, with its reason
 * field, for as long as the next read took (seconds on a loaded machine), and a reason picked then landed on it.
 */
export function useFreshLiveQuery<T>(query: () => Promise<T>, deps: readonly unknown[]): T | undefined {
  const answer = useLiveQuery(async () => ({ deps, value: await query() }), [...deps]);
  return answer && answer.deps.length === deps.length && answer.deps.every((dep, index) => Object.is(dep, deps[index])) ? answer.value : undefined;
}
