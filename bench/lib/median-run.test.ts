import { describe, expect, it } from 'vitest';
import { medianRun } from './median-run.ts';

describe('the median run', () => {
  it('bench median: picks the run with the median value of 3, whatever their order', () => {
    const runs = [{ lcp: 3310, tbt: 40 }, { lcp: 2436, tbt: 10 }, { lcp: 2626, tbt: 30 }];
    expect(medianRun(runs, (run) => run.lcp)).toEqual({ lcp: 2626, tbt: 30 });
  });

  it('bench median: takes the lower middle run of an even count and the only run of one', () => {
    expect(medianRun([4, 1, 3, 2], (run) => run)).toBe(2);
    expect(medianRun([7], (run) => run)).toBe(7);
  });
});
