import { describe, expect, it } from 'vitest';
import { FLOOD_SOUND_GAP_MS, floodSounds, nextFloodBurstAt } from './flood-sound.ts';

const normal = { Priority: 2 };
const acute = { Priority: 3 };

describe('flood sounds', () => {
  it('flood mode: the first alarms of a flood sound at once as one burst', () => {
    expect(floodSounds([normal, normal], null, 1000)).toEqual({ now: [normal, normal], held: [] });
  });

  it('flood mode: within the gap after a burst, alarms wait for the next burst but an acute alarm sounds at once', () => {
    expect(floodSounds([normal, acute, normal], 1000, 1000 + FLOOD_SOUND_GAP_MS - 1)).toEqual({ now: [acute], held: [normal, normal] });
    expect(nextFloodBurstAt(1000)).toBe(1000 + FLOOD_SOUND_GAP_MS);
  });

  it('flood mode: once the gap has passed the next arrivals sound again', () => {
    expect(floodSounds([normal], 1000, 1000 + FLOOD_SOUND_GAP_MS)).toEqual({ now: [normal], held: [] });
  });
});
