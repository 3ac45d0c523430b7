import { useCallback, useLayoutEffect, useRef } from 'react';

/**
 * A handler whose identity never changes and that calls the latest `handler`: memoised children (the list's rows)
 * are not drawn again because the parent's closure over its state was.
 */
export function useStableHandler<A extends unknown[], R>(handler: (...args: A) => R): (...args: A) => R {
  const latest = useRef(handler);
  useLayoutEffect(() => {
    latest.current = handler;
  });
  return useCallback((...args: A) => latest.current(...args), []);
}
