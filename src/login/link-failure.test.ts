import { describe, expect, it } from 'vitest';
import { linkFailureKind } from './link-failure.ts';

describe('linkFailureKind', () => {
  it('a refused link (used, expired, unknown) is final and says so', () => {
    expect(linkFailureKind(401)).toBe('usedOrExpired');
    expect(linkFailureKind(410)).toBe('usedOrExpired');
  });

  it('Retry only where trying again may work', () => {
    expect(linkFailureKind(0)).toBe('retryable');
    expect(linkFailureKind(503)).toBe('retryable');
    expect(linkFailureKind(429)).toBe('final');
    expect(linkFailureKind(400)).toBe('final');
  });
});
