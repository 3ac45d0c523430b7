import { toMillis, type TimeInput } from './time.ts';

interface Versioned {
  LastUpdated?: TimeInput;
}

/**
 * Two versions of one alarm can cross on the way (a push's row posted at once, the committed row read back from
 * IndexedDB later, pushes of two changes): a version never replaces a newer one. Without both times there is no
 * telling, and the incoming version wins.
 */
export function isOlderVersion(incoming: Versioned, held: Versioned | undefined): boolean {
  const heldAt = toMillis(held?.LastUpdated);
  const incomingAt = toMillis(incoming.LastUpdated);
  return heldAt !== undefined && incomingAt !== undefined && incomingAt < heldAt;
}

/** The same change read again (the committed copy of a row already shown): the held object can stay. */
export function isSameVersion(incoming: Versioned, held: Versioned | undefined): boolean {
  const heldAt = toMillis(held?.LastUpdated);
  return heldAt !== undefined && heldAt === toMillis(incoming.LastUpdated);
}
