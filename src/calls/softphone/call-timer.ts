/**
 * The call timer's text (CALL-27, CALL-29): the time since media started, `m:ss` (or `h:mm:ss` past an hour),
 * frozen at the end once the call has ended; empty before the call starts.
 */
export function callTimerText(startedAt: number | null, endedAt: number | null, now: number): string {
  if (startedAt === null) return '';
  const seconds = Math.max(0, Math.floor(((endedAt ?? now) - startedAt) / 1000));
  const pad = (value: number) => String(value).padStart(2, '0');
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  return hours > 0 ? `${hours}:${pad(minutes)}:${pad(seconds % 60)}` : `${minutes}:${pad(seconds % 60)}`;
}
