import { describe, expect, it } from 'vitest';
import { endedPhase } from './ended-phase.ts';

describe('endedPhase', () => {
  it('qa-handling P3-2 a connected or resumed call that ends is Ended, not Stopped', () => {
    expect(endedPhase('started')).toBe('completed');
    expect(endedPhase('resumed')).toBe('completed');
    expect(endedPhase('pending')).toBe('completed');
  });

  it('qa-handling P3-2 a busy, failed or cancelled call keeps saying so; a held call stays held', () => {
    expect(endedPhase('busy')).toBe('busy');
    expect(endedPhase('error')).toBe('error');
    expect(endedPhase('cancelled')).toBe('cancelled');
    expect(endedPhase('held')).toBe('held');
  });
});
