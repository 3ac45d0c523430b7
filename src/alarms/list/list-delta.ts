import type { ListRow } from './list-model.ts';

/** What changed between two row lists of the model: rows that came (new or changed alarms) and rows that went. */
export interface ListDelta {
  added: ListRow[];
  removed: ListRow[];
}

/** A row list and the one it was patched from: the steps a tab's order or a tally takes to catch up. */
export interface ListStep extends ListDelta {
  from: readonly ListRow[];
}

/** Steps further back than this are not followed: the caller works its result out afresh. */
const MAX_STEPS = 16;

/**
 * The delta from `from` to `to` along the recorded steps, or undefined when `to` was not patched from `from` (the
 * first list, different settings, a list out of AlarmId order). A row added and removed again on the way cancels.
 */
export function deltaBetween(steps: WeakMap<readonly ListRow[], ListStep>, from: readonly ListRow[], to: readonly ListRow[]): ListDelta | undefined {
  const path: ListStep[] = [];
  let at: readonly ListRow[] = to;
  while (at !== from) {
    const step = steps.get(at);
    if (!step || path.length === MAX_STEPS) return undefined;
    path.push(step);
    at = step.from;
  }
  const added = new Set<ListRow>();
  const removed = new Set<ListRow>();
  for (const step of path.reverse()) {
    for (const row of step.removed) {
      if (!added.delete(row)) removed.add(row);
    }
    for (const row of step.added) added.add(row);
  }
  return { added: [...added], removed: [...removed] };
}
