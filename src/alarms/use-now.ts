import { useEffect, useState } from 'react';

/** setTimeout's longest delay; a later moment is reached by the regular refresh first. */
const MAX_DELAY_MS = 2 ** 31 - 1;

/**
 * The current time, refreshed every `intervalMs`, for views whose looks change with the clock; `nextChange` names
 * the next moment the view changes (a reminder falling due), so it changes then rather than at the next refresh.
 */
export function useNow(intervalMs: number, nextChange?: (now: number) => number | undefined): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  const wakeAt = nextChange?.(now);
  useEffect(() => {
    if (wakeAt === undefined) return;
    const timer = setTimeout(() => setNow(Math.max(Date.now(), wakeAt)), Math.min(MAX_DELAY_MS, Math.max(0, wakeAt - Date.now())));
    return () => clearTimeout(timer);
  }, [wakeAt]);
  return now;
}
