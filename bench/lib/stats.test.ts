import { describe, expect, it } from 'vitest';
import { percentile, summarize } from './stats.ts';

describe('bench statistics', () => {
  it('takes the nearest-rank percentile of a sorted series', () => {
    const sorted = Array.from({ length: 100 }, (_, i) => i + 1);
    expect(percentile(sorted, 50)).toBe(50);
    expect(percentile(sorted, 95)).toBe(95);
    expect(percentile(sorted, 99)).toBe(99);
    expect(percentile([7], 99)).toBe(7);
  });

  it('summarises an unsorted series in milliseconds rounded to 0.1', () => {
    expect(summarize([30, 10.04, 20])).toEqual({ n: 3, p50: 20, p95: 30, p99: 30, max: 30, mean: 20 });
  });

  it('reports an empty series as NaN rather than zero', () => {
    expect(summarize([]).p99).toBeNaN();
  });
});
