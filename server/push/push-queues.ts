import type { PushFrame } from './push-frame.ts';

/** Bounds on what one operator may hold in the push hub (AppOptions.push). */
export interface PushLimits {
  /** Open sockets per operator; a newer one closes the oldest (4002). */
  maxSocketsPerOperator: number;
  /** Unacknowledged push frames kept per operator, in bytes, across all its queues. */
  maxQueuedBytesPerOperator: number;
  /** How long a device's queue waits for a reconnect after its last socket closed. */
  deviceQueueTtlMs: number;
}

export const DEFAULT_PUSH_LIMITS: PushLimits = { maxSocketsPerOperator: 10, maxQueuedBytesPerOperator: 1024 * 1024, deviceQueueTtlMs: 5 * 60_000 };

/** A queue never holds more frames than this, whatever their size. */
const MAX_UNACKED = 500;

/** Pushes not yet acknowledged by one registered device (or by one connection without one). */
export interface PushQueue {
  readonly respondentId: number;
  /** The device key; undefined for a connection's own queue, which ends with it. */
  readonly key: string | undefined;
  /** Frames as sent (shared with the push's other recipients), by pushId; insertion order is pushId order. */
  unacked: Map<number, PushFrame>;
  bytes: number;
  /** Unacknowledged pushes were dropped: the device gets a fullrefresh instead on resume. */
  overflowed: boolean;
  /** Open sockets on this queue. */
  sockets: number;
  expiry: NodeJS.Timeout | undefined;
}

interface OperatorQueues {
  queues: Set<PushQueue>;
  bytes: number;
}

/**
 * The push queues of every operator, with their memory bounded: a device queue lives while a socket uses it and
 * `deviceQueueTtlMs` after; an operator's queued bytes stay under the cap by dropping the oldest frames of its
 * largest queue (that device then gets a fullrefresh on resume, so nothing is lost silently).
 */
export class PushQueues {
  private readonly devices = new Map<string, PushQueue>();
  private readonly operators = new Map<number, OperatorQueues>();

  constructor(private readonly limits: PushLimits) {}

  /** The queue a new socket uses: its device's (kept or new) or, without a device, one of its own. */
  open(respondentId: number, key: string | undefined): PushQueue {
    const kept = key === undefined ? undefined : this.devices.get(key);
    const queue = kept ?? { respondentId, key, unacked: new Map(), bytes: 0, overflowed: false, sockets: 0, expiry: undefined };
    clearTimeout(queue.expiry);
    queue.expiry = undefined;
    queue.sockets += 1;
    if (!kept) {
      if (key !== undefined) this.devices.set(key, queue);
      this.operator(respondentId).queues.add(queue);
    }
    return queue;
  }

  /** A socket on the queue closed: a connection's own queue goes now, a device's after the delay. */
  release(queue: PushQueue): void {
    queue.sockets -= 1;
    if (queue.sockets > 0) return;
    if (queue.key === undefined) this.discard(queue);
    else queue.expiry = setTimeout(() => this.discard(queue), this.limits.deviceQueueTtlMs).unref();
  }

  /** Forgets a queue and its frames (logout, expiry). */
  discard(queue: PushQueue): void {
    clearTimeout(queue.expiry);
    if (queue.key !== undefined && this.devices.get(queue.key) === queue) this.devices.delete(queue.key);
    const operator = this.operators.get(queue.respondentId);
    if (!operator?.queues.delete(queue)) return;
    operator.bytes -= queue.bytes;
    if (operator.queues.size === 0) this.operators.delete(queue.respondentId);
  }

  device(key: string): PushQueue | undefined {
    return this.devices.get(key);
  }

  /** Keeps a sent frame until it is acknowledged, within the frame and byte caps. */
  record(queue: PushQueue, frame: PushFrame): void {
    const operator = this.operators.get(queue.respondentId);
    // A discarded queue (logout) whose socket is still closing keeps nothing.
    if (!operator?.queues.has(queue)) return;
    const size = frame.data.length;
    queue.unacked.set(frame.pushId, frame);
    queue.bytes += size;
    operator.bytes += size;
    if (queue.unacked.size > MAX_UNACKED) this.dropOldest(queue, operator);
    while (operator.bytes > this.limits.maxQueuedBytesPerOperator && this.dropOldest(largest(operator.queues), operator));
  }

  /** Returns whether the frame was waiting for its acknowledgement. */
  ack(queue: PushQueue, pushId: number): boolean {
    const frame = queue.unacked.get(pushId);
    if (frame === undefined) return false;
    queue.unacked.delete(pushId);
    const size = frame.data.length;
    queue.bytes -= size;
    const operator = this.operators.get(queue.respondentId);
    if (operator?.queues.has(queue)) operator.bytes -= size;
    return true;
  }

  /** Returns false when the queue had nothing to drop. */
  private dropOldest(queue: PushQueue, operator: OperatorQueues): boolean {
    const oldest = queue.unacked.entries().next().value;
    if (!oldest) return false;
    const size = oldest[1].data.length;
    queue.unacked.delete(oldest[0]);
    queue.bytes -= size;
    operator.bytes -= size;
    queue.overflowed = true;
    return true;
  }

  deviceQueues(): number {
    return this.devices.size;
  }

  queuedBytes(): number {
    let bytes = 0;
    for (const operator of this.operators.values()) bytes += operator.bytes;
    return bytes;
  }

  /** Shutdown: no expiry timer outlives the hub. */
  clear(): void {
    for (const queue of this.devices.values()) clearTimeout(queue.expiry);
    this.devices.clear();
    this.operators.clear();
  }

  private operator(respondentId: number): OperatorQueues {
    let operator = this.operators.get(respondentId);
    if (!operator) {
      operator = { queues: new Set(), bytes: 0 };
      this.operators.set(respondentId, operator);
    }
    return operator;
  }
}

/** The queue holding the most bytes: usually a device gone quiet, whose frames are the least likely to be acknowledged. */
function largest(queues: Iterable<PushQueue>): PushQueue {
  let found: PushQueue | undefined;
  for (const queue of queues) if (!found || queue.bytes > found.bytes) found = queue;
  return found as PushQueue;
}
