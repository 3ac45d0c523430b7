/**
 * How long the person around an open alarm stays fresh. Every push on an open alarm reloads the alarm; the person's
 * external facts (linked contact, customer and Dynamics info) change rarely, so they are asked again only after
 * this, after a failed load, or when the alarm moved to another person (change object).
 */
export const PERSON_FRESH_MS = 5 * 60_000;

export interface LoadedPerson {
  UserId: number | null;
  loadedAt: number;
  failed: readonly string[];
}

/** Whether the engine should ask the person's sources again for an alarm now owned by `userId`. */
export function personNeedsLoad(before: LoadedPerson | undefined, userId: number | null, now: number): boolean {
  if (!before || before.failed.length > 0 || before.UserId !== userId) return true;
  return now - before.loadedAt >= PERSON_FRESH_MS;
}
