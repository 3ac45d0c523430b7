/**
 * Request de-duplication of identical GETs (core §8, PUSH-23/24): while a GET to a URL is in flight, a second one
 * waits for it to finish and then runs (so it sees any change made after the first was answered); a third one
 * while the second still waits is refused as blocked, because the waiting one will bring the fresh answer anyway.
 * Callers ignore a blocked result silently.
 */

export const BLOCKED = Symbol('blocked');
export type Blocked = typeof BLOCKED;

interface Slot {
  running: Promise<unknown>;
  waiting: boolean;
}

export interface GetDeduper {
  run<T>(key: string, request: () => Promise<T>): Promise<T | Blocked>;
}

export function createGetDeduper(): GetDeduper {
  const slots = new Map<string, Slot>();

  function start<T>(key: string, request: () => Promise<T>): Promise<T> {
    const running = request();
    const slot: Slot = { running, waiting: false };
    slots.set(key, slot);
    const release = () => {
      if (slots.get(key) === slot && !slot.waiting) slots.delete(key);
    };
    running.then(release, release);
    return running;
  }

  return {
    async run<T>(key: string, request: () => Promise<T>): Promise<T | Blocked> {
      const slot = slots.get(key);
      if (!slot) return start(key, request);
      if (slot.waiting) return BLOCKED;
      slot.waiting = true;
      await slot.running.catch(() => undefined);
      slots.delete(key);
      return start(key, request);
    },
  };
}
