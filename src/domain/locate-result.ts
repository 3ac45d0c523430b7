import type { Position } from '../contract/index.ts';
import { toMillis } from './time.ts';

/** How long a locate waits for the device's answer before it says none came (qa-supervisor P3-7). */
export const LOCATE_RESULT_WAIT_MS = 60_000;

/** The newest position the server received at or after `since` (the locate request): the request's result, or none yet. */
export function positionSince(positions: readonly Position[], since: number): Position | undefined {
  let newest: Position | undefined;
  let newestAt = -Infinity;
  for (const position of positions) {
    const at = toMillis(position.ServerTime);
    if (at !== undefined && at >= since && at > newestAt) {
      newest = position;
      newestAt = at;
    }
  }
  return newest;
}
