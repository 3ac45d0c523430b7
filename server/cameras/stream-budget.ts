import { availableParallelism } from 'node:os';
import { refuse } from './camera-service.ts';

/** How much of the machine the camera streams may take (security #NM4); see the Environment table of the README. */
export interface StreamLimits {
  /** ffmpeg encoders running at once, all cameras and operators together. */
  encoders: number;
  /** Streams one operator holds open at once (an HLS stream counts while its player keeps asking). */
  perOperator: number;
  /** Streams opened with one media ticket at once (a play opens one; the second covers a reconnect). */
  perTicket: number;
  /** viewcamera calls of one operator for one camera per minute: a play and its retries take a handful. */
  viewsPerMinute: number;
}

const positive = (value: string | undefined, fallback: number) => (Number.isInteger(Number(value)) && Number(value) > 0 ? Number(value) : fallback);

/** ARC_CAMERA_ENCODERS (default: the number of cores, at least 2) and ARC_CAMERA_STREAMS_PER_OPERATOR (default 2). */
export function readStreamLimits(env: NodeJS.ProcessEnv = process.env): StreamLimits {
  return { encoders: positive(env.ARC_CAMERA_ENCODERS, Math.max(2, availableParallelism())), perOperator: positive(env.ARC_CAMERA_STREAMS_PER_OPERATOR, 2), perTicket: 2, viewsPerMinute: 10 };
}

/** Who opens a stream: the operator behind the ticket, and the ticket (its hash). */
export interface StreamHolder {
  respondentId: number;
  ticketHash: string;
}

const encodersBusy = () => refuse('CAMERA_ENCODERS_BUSY', 'The server runs as many camera encoders as it may: try again shortly');
const tooManyStreams = () => refuse('CAMERA_STREAM_LIMIT', 'You already have as many camera streams open as allowed: stop one first');

/**
 * Counts the running encoders and the open streams, in memory: both end with this process. A stream beyond its
 * operator's or its ticket's share, or an encoder beyond the machine's, is refused with a code the console shows.
 */
export class StreamBudget {
  private encoders = 0;
  private readonly open = new Set<StreamHolder>();
  /** The slots of HLS players, by ticket hash: HLS has no connection to end, only requests that stop coming. */
  private readonly asking = new Map<string, { release: () => void; timer: NodeJS.Timeout }>();

  constructor(private readonly limits: StreamLimits) {}

  /** Throws when the operator may open no further stream now (viewcamera asks first, so the player can say why). */
  assertRoomFor(respondentId: number): void {
    if (this.countOf((s) => s.respondentId === respondentId) >= this.limits.perOperator) throw tooManyStreams();
    if (this.encoders >= this.limits.encoders) throw encodersBusy();
  }

  /** Takes a stream slot for the holder; the answer gives it back. Throws when the operator or the ticket has its share. */
  openStream(holder: StreamHolder): () => void {
    if (this.countOf((s) => s.respondentId === holder.respondentId) >= this.limits.perOperator) throw tooManyStreams();
    if (this.countOf((s) => s.ticketHash === holder.ticketHash) >= this.limits.perTicket) throw tooManyStreams();
    const slot = { ...holder };
    this.open.add(slot);
    return () => this.open.delete(slot);
  }

  /** An HLS player asks for its playlist every second: its slot is held while it asks, and given back after `idleMs` of silence. */
  holdWhileAsked(holder: StreamHolder, idleMs: number): void {
    const held = this.asking.get(holder.ticketHash);
    const release = held?.release ?? this.openStream(holder);
    if (held) clearTimeout(held.timer);
    const timer = setTimeout(() => {
      this.asking.delete(holder.ticketHash);
      release();
    }, idleMs);
    this.asking.set(holder.ticketHash, { release, timer: timer.unref() });
  }

  /** Gives every HLS slot back (the server closes). */
  close(): void {
    for (const { release, timer } of this.asking.values()) {
      clearTimeout(timer);
      release();
    }
    this.asking.clear();
  }

  /** Takes an encoder if the machine has one left (else throws); the answer gives it back, once. */
  takeEncoder(): () => void {
    if (this.encoders >= this.limits.encoders) throw encodersBusy();
    this.encoders += 1;
    let returned = false;
    return () => {
      if (returned) return;
      returned = true;
      this.encoders -= 1;
    };
  }

  private countOf(match: (slot: StreamHolder) => boolean): number {
    let count = 0;
    for (const slot of this.open) if (match(slot)) count += 1;
    return count;
  }
}
