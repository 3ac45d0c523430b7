import { type FloodGroup, type FloodLayout, groupForFlood } from '../../domain/flood-groups.ts';
import type { ListRow } from '../list/list-model.ts';

/** `previous` when it holds the same items in the same order, else `next`. */
function kept<T>(previous: T[] | undefined, next: T[]): T[] {
  return previous?.length === next.length && previous.every((item, index) => item === next[index]) ? previous : next;
}

function keptGroup(previous: FloodGroup<ListRow> | undefined, next: FloodGroup<ListRow>): FloodGroup<ListRow> {
  return previous && previous.type === next.type && previous.site === next.site && kept(previous.rows, next.rows) === previous.rows ? previous : next;
}

/**
 * The flood layout of the active tab's successive orders, each equal to `groupForFlood` of its rows, keeping the last
 * layout's parts and groups whose rows did not change: a push of a flood draws again only the part or group it
 * touched, not an open group of a hundred alarms or the acute part for an alarm elsewhere.
 */
export function createFloodLayoutKeeper(): (rows: readonly ListRow[]) => FloodLayout<ListRow> {
  let last: FloodLayout<ListRow> | undefined;
  return (rows) => {
    const next = groupForFlood(rows);
    const before = new Map(last?.groups.map((group) => [group.key, group]));
    const groups = next.groups.map((group) => keptGroup(before.get(group.key), group));
    last = { acute: kept(last?.acute, next.acute), groups: kept(last?.groups, groups), rest: kept(last?.rest, next.rest) };
    return last;
  };
}
