import { ACUTE_PRIORITY } from './flood-groups.ts';

/** During a flood new alarms sound together at most once per this many ms; an acute alarm sounds at once. */
export const FLOOD_SOUND_GAP_MS = 5_000;

/**
 * Which of the alarms arriving during a flood sound now and which wait for the next burst: all sound when no burst
 * played in the last gap (`lastBurstAt`, null before the first), else only the acute ones.
 */
export function floodSounds<A extends { Priority?: number | null }>(arrived: readonly A[], lastBurstAt: number | null, at: number): { now: A[]; held: A[] } {
  if (lastBurstAt === null || at - lastBurstAt >= FLOOD_SOUND_GAP_MS) return { now: [...arrived], held: [] };
  return { now: arrived.filter((alarm) => alarm.Priority === ACUTE_PRIORITY), held: arrived.filter((alarm) => alarm.Priority !== ACUTE_PRIORITY) };
}

/** When the alarms held since a burst sound. */
export const nextFloodBurstAt = (lastBurstAt: number) => lastBurstAt + FLOOD_SOUND_GAP_MS;
