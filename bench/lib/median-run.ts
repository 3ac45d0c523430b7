/**
 * The run whose `value` is the median of all runs (the lower middle one of an even count), so that every figure
 * reported comes from one real run rather than medians mixed from different runs.
 */
export function medianRun<T>(runs: readonly T[], value: (run: T) => number): T {
  if (runs.length === 0) throw new Error('no run to take the median of');
  const sorted = [...runs].sort((a, b) => value(a) - value(b));
  return sorted[Math.floor((sorted.length - 1) / 2)] as T;
}
