import type { ListRow } from './list-model.ts';

/** What changed between two row lists of the model: rows that came (new or changed alarms) and rows that went. */
export interface ListDelta {
  added: ListRow[];
  removed: ListRow[];
}

/** A row list and the one it was patched from: the steps a tab's order, a tally or a sound decision takes to catch up. */
interface ListStep extends ListDelta {
  from: readonly ListRow[];
}

/** Each patched row list's step, by the list (every list model's: a list is one model's own array). */
const steps = new WeakMap<readonly ListRow[], ListStep>();

export function recordStep(to: readonly ListRow[], from: readonly ListRow[], delta: ListDelta): void {
  steps.set(to, { from, ...delta });
}

/** Steps further back than this are not followed: the caller works its result out afresh. */
const MAX_STEPS = 16;

/**
 * The delta from `from` to `to` along the recorded steps, or undefined when `to` was not patched from `from` (the
 * first list, different settings, a list out of AlarmId order). A row added and removed again on the way cancels.
 */
export function deltaBetween(from: readonly ListRow[], to: readonly ListRow[]): ListDelta | undefined {
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

/**
 * The rows of `rows` not in `looked`, where every row of `previous` (the last list looked at) is: found among the
 * rows added since, or by a walk over every row when the lists are not one patch apart.
 */
export function rowsNotLooked(previous: readonly ListRow[] | undefined, rows: readonly ListRow[], looked: WeakSet<ListRow>): ListRow[] {
  const delta = previous ? deltaBetween(previous, rows) : undefined;
  return (delta?.added ?? rows).filter((row) => !looked.has(row));
}
