import { format } from 'date-fns';
import type { SystemTestRow } from '../contract/index.ts';
import { toMillis, type TimeInput } from './time.ts';

/** A running system test is read again this often until it ends (calls §4, §9). */
export const SYSTEM_TEST_POLL_MS = 5_000;
/** The subscription lookup waits this long after the last keystroke (calls §5, §9). */
export const SUBSCRIPTION_LOOKUP_DEBOUNCE_MS = 1_000;

/** The system test has ended when no row is Ongoing (SUP-05). */
export const systemTestEnded = (rows: readonly SystemTestRow[]): boolean => rows.every((row) => !row.Ongoing);

/** What the lookup sends: the input without spaces or a leading plus (SUP-07); empty means no lookup. */
export const subscriptionIdentifier = (input: string): string => input.trim().replace(/^\+/, '').trim();

/** The support page's times in the console's ISO form in every language, to the second (qa-supervisor P3-2). */
const SUPPORT_DATE_TIME_FORMAT = 'yyyy-MM-dd HH:mm:ss';

/** A support time as the admin reads it; '' for a missing or zero date. */
export function supportDateTime(value: TimeInput): string {
  const ms = toMillis(value);
  return ms === undefined ? '' : format(ms, SUPPORT_DATE_TIME_FORMAT);
}

/** When the last system test ended: the latest row's end once no row is Ongoing; null before any run or while one runs. */
export function systemTestFinishedAt(rows: readonly SystemTestRow[]): string | null {
  if (rows.length === 0 || !systemTestEnded(rows)) return null;
  const ends = rows.map((row) => toMillis(row.Finished));
  if (ends.some((end) => end === undefined)) return null;
  return new Date(Math.max(...(ends as number[]))).toISOString();
}
