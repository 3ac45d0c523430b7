/**
 * Flood mode: above this many new alarms a minute in an operator's groups the console groups its list and
 * coalesces sounds. The server measures the rate and the console shows it, so both read the setting here.
 */
export const FLOOD_RATE_SETTING = 'FLOOD_ALARMS_PER_MINUTE';
export const DEFAULT_FLOOD_ALARMS_PER_MINUTE = 20;
/** The rate is the count of alarms that joined the list in this sliding window. */
export const FLOOD_WINDOW_MS = 60_000;

/** The threshold from the centre's setting; a missing or nonsensical value keeps the default. */
export function readFloodThreshold(value: string | undefined): number {
  const n = value === undefined || value.trim() === '' ? Number.NaN : Number(value);
  return Number.isInteger(n) && n > 0 ? n : DEFAULT_FLOOD_ALARMS_PER_MINUTE;
}

/** A flood is on from the threshold's rate on. */
export const isFlood = (ratePerMinute: number, threshold: number) => ratePerMinute >= threshold;
