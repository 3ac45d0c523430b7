import { describe, expect, it } from 'vitest';
import { PERSON_FRESH_MS, personNeedsLoad } from './person-freshness.ts';

describe('personNeedsLoad', () => {
  const loaded = { UserId: 3, loadedAt: 1_000, failed: [] };

  it('loads a person never loaded, one whose load failed, and one the alarm no longer belongs to', () => {
    expect(personNeedsLoad(undefined, 3, 1_000)).toBe(true);
    expect(personNeedsLoad({ ...loaded, failed: ['customer'] }, 3, 1_001)).toBe(true);
    expect(personNeedsLoad(loaded, 4, 1_001)).toBe(true);
  });

  it('keeps a fresh person for five minutes, then asks again', () => {
    expect(personNeedsLoad(loaded, 3, 1_000 + PERSON_FRESH_MS - 1)).toBe(false);
    expect(personNeedsLoad(loaded, 3, 1_000 + PERSON_FRESH_MS)).toBe(true);
  });
});
