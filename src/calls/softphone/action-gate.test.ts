import { describe, expect, it } from 'vitest';
import { createActionGate } from './action-gate.ts';

describe('createActionGate', () => {
  it('CALL-59 phone actions are debounced 1 s', () => {
    const pass = createActionGate();
    expect(pass('hangup', 10_000)).toBe(true);
    expect(pass('hangup', 10_999)).toBe(false);
    expect(pass('mute', 10_999)).toBe(true);
    expect(pass('hangup', 11_000)).toBe(true);
  });
});
