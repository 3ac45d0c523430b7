import { useEffect, useState } from 'react';

/** The current time, refreshed every `intervalMs`, for views whose looks change with the clock (reminder pulse). */
export function useNow(intervalMs: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}
