const MINUTE_MS = 60_000;

/** Invites per identity in a sliding minute: each one builds a media peer with UDP sockets and a `calls` row. */
export class InviteBudget {
  private readonly recent = new Map<string, number[]>();

  constructor(private readonly perMinute: number) {}

  /** Counts an invite of `identity`; false (not counted) when the minute's budget is spent. */
  take(identity: string, now = Date.now()): boolean {
    const times = (this.recent.get(identity) ?? []).filter((t) => now - t < MINUTE_MS);
    if (times.length >= this.perMinute) {
      this.recent.set(identity, times);
      return false;
    }
    this.recent.set(identity, [...times, now]);
    return true;
  }
}
