import { describe, expect, it } from 'vitest';
import { positionSince } from './locate-result.ts';

describe('locate result', () => {
  it('qa-supervisor P3-7 the result is the newest position received since the request, never an older one', () => {
    const since = Date.parse('2026-11-28T10:00:00Z');
    const old = { Latitude: 1, Longitude: 1, ServerTime: '2026-11-28T09:59:00Z' };
    const first = { Latitude: 2, Longitude: 2, ServerTime: '2026-11-28T10:00:05Z' };
    const newest = { Latitude: 3, Longitude: 3, ServerTime: '2026-11-28T10:00:09Z' };
    expect(positionSince([old], since)).toBeUndefined();
    expect(positionSince([first, old, newest], since)).toBe(newest);
  });
});
