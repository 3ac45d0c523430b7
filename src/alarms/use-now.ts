import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { type BackgroundGate, backgroundGate } from '../db/background-gate.ts';

/** setTimeout's longest delay; a later moment is reached by the regular refresh first. */
const MAX_DELAY_MS = 2 ** 31 - 1;

/**
 * The current time, refreshed every `intervalMs`, for views whose looks change with the clock; `nextChange` names
 * the next moment the view changes (a reminder falling due), so it changes then rather than at the next refresh.
 * A tab the background gate pauses (hidden, not the sound owner) lets its clock stand, so it draws nothing while
 * hidden; it reads the time again as it shows.
 */
export function useNow(intervalMs: number, nextChange?: (now: number) => number | undefined, gate: BackgroundGate = backgroundGate): number {
  const [now, setNow] = useState(() => Date.now());
  const paused = useSyncExternalStore(gate.subscribe, gate.paused);
  const stood = useRef(false);
  useEffect(() => {
    if (paused) {
      stood.current = true;
      return;
    }
    if (stood.current) setNow(Date.now());
    stood.current = false;
    const timer = setInterval(() => setNow(Date.now()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs, paused]);
  const wakeAt = paused ? undefined : nextChange?.(now);
  useEffect(() => {
    if (wakeAt === undefined) return;
    const timer = setTimeout(() => setNow(Math.max(Date.now(), wakeAt)), Math.min(MAX_DELAY_MS, Math.max(0, wakeAt - Date.now())));
    return () => clearTimeout(timer);
  }, [wakeAt]);
  return now;
}
