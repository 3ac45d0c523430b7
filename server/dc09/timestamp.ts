/** A DC-09 timestamp, `_HH:MM:SS,MM-DD-YYYY`, always in UTC. */
const TIMESTAMP = /^_(\d{2}):(\d{2}):(\d{2}),(\d{2})-(\d{2})-(\d{4})$/;

const two = (n: number): string => String(n).padStart(2, '0');

export function formatDc09Timestamp(date: Date): string {
  return `_${two(date.getUTCHours())}:${two(date.getUTCMinutes())}:${two(date.getUTCSeconds())},${two(date.getUTCMonth() + 1)}-${two(date.getUTCDate())}-${date.getUTCFullYear()}`;
}

/** The time a timestamp names, or undefined when it is not one (a 13th month, a 61st second). */
export function parseDc09Timestamp(text: string): Date | undefined {
  const match = TIMESTAMP.exec(text);
  if (!match) return undefined;
  const [hours, minutes, seconds, month, day, year] = match.slice(1).map(Number) as [number, number, number, number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day, hours, minutes, seconds));
  const roundTrips = date.getUTCMonth() === month - 1 && date.getUTCDate() === day && date.getUTCHours() === hours && date.getUTCMinutes() === minutes && date.getUTCSeconds() === seconds;
  return roundTrips ? date : undefined;
}

/** The standard's window: a message whose time is more than 20 s behind or 40 s ahead of the receiver's is answered NAK. */
export const DC09_WINDOW = { behindMs: 20_000, aheadMs: 40_000 } as const;

export function isWithinWindow(sent: Date, now: Date): boolean {
  const offset = sent.getTime() - now.getTime();
  return offset >= -DC09_WINDOW.behindMs && offset <= DC09_WINDOW.aheadMs;
}
