import type { Clock, TimerId } from '../effects.ts';

/** A manual clock: timers run only when a test advances time. */
export class FakeClock implements Clock {
  #now: number;
  #nextId = 1;
  #timers = new Map<number, { at: number; fn: () => void }>();

  constructor(start = Date.UTC(2026, 0, 1, 8, 0, 0)) {
    this.#now = start;
  }

  now(): number {
    return this.#now;
  }

  setTimeout(fn: () => void, ms: number): TimerId {
    const id = this.#nextId++;
    this.#timers.set(id, { at: this.#now + Math.max(0, ms), fn });
    return id;
  }

  clearTimeout(id: TimerId): void {
    this.#timers.delete(id as number);
  }

  pending(): number {
    return this.#timers.size;
  }

  /** Moves time forward, running every timer that falls due, in order, with microtasks settled between them. */
  async advance(ms: number): Promise<void> {
    const end = this.#now + ms;
    for (;;) {
      await settle();
      const due = [...this.#timers.entries()].filter(([, t]) => t.at <= end).sort((a, b) => a[1].at - b[1].at)[0];
      if (!due) break;
      this.#timers.delete(due[0]);
      this.#now = due[1].at;
      due[1].fn();
    }
    this.#now = end;
    await settle();
  }
}

/** Lets pending promise callbacks (and fake-indexeddb's macrotasks) run. */
export async function settle(rounds = 10): Promise<void> {
  for (let i = 0; i < rounds; i += 1) await new Promise((resolve) => setTimeout(resolve, 0));
}

/** Settles until `check` holds (IndexedDB work takes a varying number of turns on a busy machine). */
export async function until(check: () => boolean | Promise<boolean>, maxRounds = 2_000): Promise<void> {
  for (let i = 0; i < maxRounds; i += 1) {
    if (await check()) return;
    await settle(1);
  }
  throw new Error('condition not reached');
}
