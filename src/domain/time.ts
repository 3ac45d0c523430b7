/** Date helpers shared by the rules. Every rule takes `now` explicitly, so tests never depend on the clock. */

export type TimeInput = string | number | Date | null | undefined;

/**
 * Milliseconds since the epoch, or undefined for a missing or unparsable value and for the backend's "zero date"
 * (year 1 or earlier, e.g. 0001-01-01T00:00:00), which it sends to mean "none" (core §3 SignificantUpdateAt).
 */
export function toMillis(value: TimeInput): number | undefined {
  if (value == null || value === '') return undefined;
  const ms = value instanceof Date ? value.getTime() : typeof value === 'number' ? value : parseCached(value);
  if (!Number.isFinite(ms) || ms < YEAR_2_START) return undefined;
  return ms;
}

/** 0002-01-01T00:00:00Z: anything earlier is year 1 or before. */
const YEAR_2_START = new Date(0).setUTCFullYear(2, 0, 1);

// The list sorts and pins 10,000 alarms on every push by times that rarely change: Date.parse of a zone-less
// string (local time) cost about 0.7 µs each, a third of the tab's work per push. Bounded: cleared when full.
const PARSED_LIMIT = 50_000;
const parsed = new Map<string, number>();

function parseCached(value: string): number {
  let ms = parsed.get(value);
  if (ms === undefined) {
    if (parsed.size >= PARSED_LIMIT) parsed.clear();
    ms = Date.parse(value);
    parsed.set(value, ms);
  }
  return ms;
}

/** Calendar months ahead of `from`, in local time; the day is clamped to the target month (31 Jan + 1 → 28/29 Feb). */
export function addMonths(from: number, months: number): number {
  const date = new Date(from);
  const day = date.getDate();
  date.setDate(1);
  date.setMonth(date.getMonth() + months);
  const lastDay = new Date(date.getFullYear(), date.getMonth() + 1, 0).getDate();
  date.setDate(Math.min(day, lastDay));
  return date.getTime();
}

/** Local calendar day as yyyy-MM-dd. */
export function localDayKey(ms: number): string {
  const d = new Date(ms);
  return `${d.getFullYear()}-${pad2(d.getMonth() + 1)}-${pad2(d.getDate())}`;
}

export function pad2(n: number): string {
  return String(n).padStart(2, '0');
}
