import type { SystemTestRow } from '../contract/index.ts';

/** A running system test is read again this often until it ends (calls §4, §9). */
export const SYSTEM_TEST_POLL_MS = 5_000;
/** The subscription lookup waits this long after the last keystroke (calls §5, §9). */
export const SUBSCRIPTION_LOOKUP_DEBOUNCE_MS = 1_000;

/** The system test has ended when no row is Ongoing (SUP-05). */
export const systemTestEnded = (rows: readonly SystemTestRow[]): boolean => rows.every((row) => !row.Ongoing);

/** What the lookup sends: the input without spaces or a leading plus (SUP-07); empty means no lookup. */
export const subscriptionIdentifier = (input: string): string => input.trim().replace(/^\+/, '').trim();
