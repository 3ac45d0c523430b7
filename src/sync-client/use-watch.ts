import { useEffect } from 'react';
import { useSend } from './engine-context.tsx';
import type { InterestKind } from './interest.ts';

/**
 * Asks the engine to keep something loaded and fresh while the component is on screen (an open alarm, a group's
 * respondents); null watches nothing. After a reconnect the tab's engine client sends its watches again.
 */
export function useWatch(kind: InterestKind, id: number | null): void {
  const send = useSend();
  useEffect(() => {
    if (id === null) return;
    const interest = { kind, id };
    void send('watch', interest);
    return () => void send('unwatch', interest);
  }, [send, kind, id]);
}
