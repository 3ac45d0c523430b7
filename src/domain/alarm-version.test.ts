import { describe, expect, it } from 'vitest';
import { isOlderVersion, isSameVersion } from './alarm-version.ts';

describe('versions of one alarm', () => {
  it('performance §3.2: an older version never replaces a newer one held', () => {
    expect(isOlderVersion({ LastUpdated: '2026-01-01T08:00:00Z' }, { LastUpdated: '2026-01-01T08:00:01Z' })).toBe(true);
    expect(isOlderVersion({ LastUpdated: '2026-01-01T08:00:02Z' }, { LastUpdated: '2026-01-01T08:00:01Z' })).toBe(false);
  });

  it('performance §3.2: without both times the incoming version wins', () => {
    expect(isOlderVersion({ LastUpdated: null }, { LastUpdated: '2026-01-01T08:00:01Z' })).toBe(false);
    expect(isOlderVersion({ LastUpdated: '2026-01-01T08:00:00Z' }, undefined)).toBe(false);
    expect(isSameVersion({ LastUpdated: null }, { LastUpdated: null })).toBe(false);
  });

  it('performance §3.2: the same time read again is the same version', () => {
    expect(isSameVersion({ LastUpdated: '2026-01-01T08:00:01Z' }, { LastUpdated: '2026-01-01T08:00:01Z' })).toBe(true);
    expect(isSameVersion({ LastUpdated: '2026-01-01T08:00:01Z' }, { LastUpdated: '2026-01-01T08:00:00Z' })).toBe(false);
  });
});
