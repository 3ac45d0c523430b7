import { describe, expect, it } from 'vitest';
import { rovingStep } from './roving-step.ts';

describe('rovingStep', () => {
  it('arrows move one row, pages a screenful, Home and End to the ends, never past them', () => {
    expect(rovingStep('ArrowDown', 3, 10, 4)).toBe(4);
    expect(rovingStep('ArrowDown', 9, 10, 4)).toBe(9);
    expect(rovingStep('ArrowUp', 0, 10, 4)).toBe(0);
    expect(rovingStep('ArrowUp', -1, 10, 4)).toBe(0);
    expect(rovingStep('PageDown', 8, 10, 4)).toBe(9);
    expect(rovingStep('PageUp', 5, 10, 4)).toBe(1);
    expect(rovingStep('Home', 5, 10, 4)).toBe(0);
    expect(rovingStep('End', 5, 10, 4)).toBe(9);
    expect(rovingStep('Enter', 5, 10, 4)).toBeNull();
    expect(rovingStep('ArrowDown', -1, 0, 4)).toBeNull();
  });
});
