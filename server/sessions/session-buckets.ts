/** A token bucket per login (session family): a burst, then a steady rate (security #M2). */
export interface SessionRate {
  burst: number;
  perSecond: number;
}

/**
 * Generous for a real console: an outbox flushing a backlog after an offline spell sends its writes one after
 * another, and a browser reports each alarm of a flood (2,000 a minute); a 429 is retried by the outbox,
 * never lost. A loop adding rows is held to 60 a second per login instead of thousands.
 */
export const DEFAULT_SESSION_RATE: SessionRate = { burst: 600, perSecond: 60 };

interface Bucket {
  tokens: number;
  at: number;
}

/** Past this many buckets the full ones are swept (a full bucket is the same as none). */
const SWEEP_AT = 10_000;

/** The token buckets of the logins that wrote or minted tokens lately, in memory per instance. */
export class SessionBuckets {
  private readonly buckets = new Map<string, Bucket>();

  constructor(private readonly rate: SessionRate) {}

  private level(bucket: Bucket, now: number): number {
    return Math.min(this.rate.burst, bucket.tokens + ((now - bucket.at) / 1000) * this.rate.perSecond);
  }

  /** Takes one token of the login's bucket; false (nothing taken) when it is empty. */
  take(familyId: string, now: number): boolean {
    const bucket = this.buckets.get(familyId);
    const tokens = bucket ? this.level(bucket, now) : this.rate.burst;
    if (tokens < 1) return false;
    if (!bucket && this.buckets.size >= SWEEP_AT) for (const [key, b] of this.buckets) if (this.level(b, now) >= this.rate.burst) this.buckets.delete(key);
    this.buckets.set(familyId, { tokens: tokens - 1, at: now });
    return true;
  }
}
