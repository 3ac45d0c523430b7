import { log } from './log.ts';
import type { Summary } from './stats.ts';

/** A budget the product must meet: reported against, never asserted. */
export interface Budget {
  text: string;
  max?: number;
  min?: number;
}

export interface Skipped {
  skipped: string;
}

export interface Figure {
  value: number;
  unit: string;
  target?: string;
  meets?: boolean;
  /** The same figure for the seed-style client, when it has one. */
  baseline?: number;
  /** value / baseline: below 1 means the console does better on a lower-is-better figure. */
  ratio?: number;
  note?: string;
}

export interface LatencyFigure extends Summary {
  unit: 'ms';
  target?: string;
  /** Judged on the percentile the budget names. */
  meets?: boolean;
  baseline?: Summary | Skipped;
  /** p95 / baseline p95. */
  ratio?: number;
  note?: string;
}

function judge(value: number, budget: Budget | undefined): boolean | undefined {
  if (!budget || !Number.isFinite(value)) return undefined;
  return (budget.max === undefined || value <= budget.max) && (budget.min === undefined || value >= budget.min);
}

export function ratio(value: number, baseline: number | undefined): number | undefined {
  if (baseline === undefined || !Number.isFinite(baseline) || baseline === 0 || !Number.isFinite(value)) return undefined;
  return Math.round((value / baseline) * 1000) / 1000;
}

export function figure(value: number, unit: string, extra: { budget?: Budget; baseline?: number; note?: string } = {}): Figure {
  const rounded = Math.round(value * 10) / 10;
  return {
    value: rounded,
    unit,
    ...(extra.budget ? { target: extra.budget.text, meets: judge(rounded, extra.budget) } : {}),
    ...(extra.baseline !== undefined ? { baseline: extra.baseline, ratio: ratio(rounded, extra.baseline) } : {}),
    ...(extra.note ? { note: extra.note } : {}),
  };
}

export function latency(
  summary: Summary,
  extra: { budget?: Budget; on?: 'p50' | 'p95' | 'p99'; baseline?: Summary | Skipped; note?: string } = {},
): LatencyFigure {
  const judged = summary[extra.on ?? 'p95'];
  const base = extra.baseline && 'p95' in extra.baseline ? extra.baseline : undefined;
  return {
    ...summary,
    unit: 'ms',
    ...(extra.budget ? { target: extra.budget.text, meets: judge(judged, extra.budget) } : {}),
    ...(extra.baseline ? { baseline: extra.baseline } : {}),
    ...(base ? { ratio: ratio(summary.p95, base.p95) } : {}),
    ...(extra.note ? { note: extra.note } : {}),
  };
}

export const isSkipped = (value: unknown): value is Skipped =>
  typeof value === 'object' && value !== null && 'skipped' in value;

/** Runs one part of the bench; a failure becomes `{ skipped: reason }` so the run always ends with its JSON. */
export async function attempt<T>(name: string, run: () => Promise<T>): Promise<T | Skipped> {
  const started = performance.now();
  log(`${name}: start`);
  try {
    const result = await run();
    log(`${name}: done in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    return result;
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    log(`${name}: skipped (${reason})`);
    return { skipped: reason.slice(0, 300) };
  }
}
