interface Window {
  start: number;
  count: number;
}

/** Past this many windows the expired ones are swept (many keys must not grow memory forever). */
const SWEEP_AT = 10_000;

/**
 * Fixed-window counters per key, in memory (per instance: a restart forgets them, several instances each count
 * their own). `allows` and `add` are apart so that one action can be checked against several limits before it counts.
 */
export class FixedWindows {
  private readonly windows = new Map<string, Window>();

  constructor(private readonly windowMs: number) {}

  private current(key: string, now: number): Window | undefined {
    const window = this.windows.get(key);
    return window && now - window.start < this.windowMs ? window : undefined;
  }

  /** Whether one more of `key` stays within `limit` in the current window. */
  allows(key: string, limit: number, now: number): boolean {
    return (this.current(key, now)?.count ?? 0) < limit;
  }

  add(key: string, now: number): void {
    const window = this.current(key, now);
    if (window) {
      window.count += 1;
      return;
    }
    if (this.windows.size >= SWEEP_AT) for (const [k, w] of this.windows) if (now - w.start >= this.windowMs) this.windows.delete(k);
    this.windows.set(key, { start: now, count: 1 });
  }
}
