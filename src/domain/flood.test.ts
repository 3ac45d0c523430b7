import { describe, expect, it } from 'vitest';
import { DEFAULT_FLOOD_ALARMS_PER_MINUTE, isFlood, readFloodThreshold } from './flood.ts';

describe('flood threshold', () => {
  it('flood mode: the threshold setting keeps its default of 20 when missing or nonsensical', () => {
    expect(readFloodThreshold(undefined)).toBe(DEFAULT_FLOOD_ALARMS_PER_MINUTE);
    for (const bad of ['', ' ', '0', '-3', '2.5', 'many']) expect(readFloodThreshold(bad)).toBe(20);
    expect(readFloodThreshold('50')).toBe(50);
  });

  it('flood mode: a flood is on from the threshold on', () => {
    expect(isFlood(19, 20)).toBe(false);
    expect(isFlood(20, 20)).toBe(true);
  });
});
