import { useEffect, useState } from 'react';

/** The Web Lock whose holder is the one tab that plays alarm and reminder sounds. */
const SOUND_LOCK = 'arc-alarm-sounds';

/**
 * An operator often keeps the console open in several tabs (one per screen); every tab sees every new alarm, but
 * the sound must ring once. The first tab takes the lock and plays; when it closes the next one takes over.
 * Without Web Locks (old browsers, test DOMs) every tab plays.
 */
export function useSoundOwner(): boolean {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  const [owner, setOwner] = useState(!locks);
  useEffect(() => {
    if (!locks) return;
    const release = new AbortController();
    locks
      .request(SOUND_LOCK, { signal: release.signal }, () => {
        setOwner(true);
        return new Promise<void>((resolve) => release.signal.addEventListener('abort', () => resolve()));
      })
      .catch(() => undefined); // aborted while still waiting for the lock
    return () => {
      release.abort();
      setOwner(false);
    };
  }, [locks]);
  return owner;
}
