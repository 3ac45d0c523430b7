import { useEffect, useRef } from 'react';

/**
 * Calls `onDwell` once the pointer or focus has stayed `ms` on an element: moving the mouse across the list to
 * reach something else must not count as looking at every row it passes.
 */
export function useDwell(onDwell: () => void, ms: number) {
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const latest = useRef(onDwell);
  latest.current = onDwell;
  useEffect(() => () => clearTimeout(timer.current), []);
  const start = () => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => latest.current(), ms);
  };
  const stop = () => clearTimeout(timer.current);
  return { onMouseEnter: start, onMouseLeave: stop, onFocus: start, onBlur: stop };
}
