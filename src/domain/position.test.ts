import { describe, expect, it } from 'vitest';
import { isPositionStale, latestPosition, roundCoordinate, timeDifference } from './position.ts';

describe('latest known position', () => {
  const positions = [
    { Id: 1, Type: 'Gps', Latitude: 59.1, Longitude: 18.1, ServerTime: '2026-03-01T10:00:00Z' },
    { Id: 2, Type: 'Home', Latitude: 59.3, Longitude: 18.3, ServerTime: '2026-03-01T12:00:00Z' },
    { Id: 3, Type: 'Wifi', Latitude: 59.2, Longitude: 18.2, ServerTime: '2026-03-01T11:00:00Z' },
  ];
  it('WIDGET-18 Home entries are ignored; the latest non-Home position is shown', () => {
    expect(latestPosition(positions)?.Id).toBe(3);
    expect(latestPosition([positions[1]!])).toBeUndefined();
    expect(latestPosition([])).toBeUndefined();
  });
  it('WIDGET-19 coordinates are rounded to the configured number of digits', () => {
    expect(roundCoordinate(59.334591, 3)).toBe(59.335);
    expect(roundCoordinate(18.06324, 0)).toBe(18);
  });
  it('ux polish: without a configured number of digits coordinates keep 5 decimals (about a metre), not 15', () => {
    expect(roundCoordinate(59.329323456789012, undefined)).toBe(59.32932);
    expect(roundCoordinate(18.06324, null)).toBe(18.06324);
  });
  it('ux polish: a position older than 15 minutes is stale', () => {
    const now = Date.parse('2026-03-01T10:00:00Z');
    expect(isPositionStale('2026-03-01T09:46:00Z', now)).toBe(false);
    expect(isPositionStale('2026-03-01T09:44:59Z', now)).toBe(true);
    expect(isPositionStale(null, now)).toBe(true);
  });
  it('WIDGET-17 the difference from the alarm time in days, hours, minutes and seconds', () => {
    expect(timeDifference('2026-03-01T10:00:00Z', '2026-03-02T12:03:04Z')).toEqual({
      days: 1,
      hours: 2,
      minutes: 3,
      seconds: 4,
      before: false,
    });
    expect(timeDifference('2026-03-01T10:00:00Z', '2026-03-01T09:59:30Z')).toEqual({
      days: 0,
      hours: 0,
      minutes: 0,
      seconds: 30,
      before: true,
    });
    expect(timeDifference(undefined, '2026-03-01T09:59:30Z')).toBeUndefined();
  });
});
