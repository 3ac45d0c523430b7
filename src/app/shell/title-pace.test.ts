import { describe, expect, it } from 'vitest';
import { titleWriteDelay } from './title-pace.ts';

describe('title and badge pace', () => {
  it('flood mode: a seen console writes its title at once after a quiet second, else when the second is up', () => {
    expect(titleWriteDelay(Number.NEGATIVE_INFINITY, 5_000, 1_000, false)).toBe(0);
    expect(titleWriteDelay(4_000, 5_000, 1_000, false)).toBe(0);
    expect(titleWriteDelay(4_700, 5_000, 1_000, false)).toBe(700);
  });

  it('flood mode: a hidden console writes its title at once, however often the count changes', () => {
    expect(titleWriteDelay(4_990, 5_000, 1_000, true)).toBe(0);
  });
});
