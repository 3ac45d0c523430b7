import type { PushFrame } from './push-frame.ts';

/** Bounds on what one operator may hold in the push hub (AppOptions.push). */
export interface PushLimits {
  /** Open sockets per operator; a newer one closes the oldest (4002). */
  maxSocketsPerOperator: number;
  /** Unacknowledged push frames kept per operator, in bytes, across all its queues (a frame shared by several counts once). */
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
  /** The bytes of the distinct frames its queues hold: one push to many sockets is one buffer in memory. */
  bytes: number;
  /** How many of its queues hold each frame. */
  holders: Map<PushFrame, number>;
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
    for (const frame of queue.unacked.values()) letGo(operator, frame);
    if (operator.queues.size === 0) this.operators.delete(queue.respondentId);
  }

  device(key: string): PushQueue | undefined {
    return this.devices.get(key);
  }

  /** Keeps a sent frame until it is acknowledged, within the frame and byte caps. */
  record(queue: PushQueue, frame: PushFrame): void {
    const operator = this.operators.get(queue.respondentId);
    // A discarded queue (logout) whose socket is still closing keeps nothing; a frame is held once per queue.
    if (!operator?.queues.has(queue) || queue.unacked.has(frame.pushId)) return;
    queue.unacked.set(frame.pushId, frame);
    queue.bytes += frame.data.length;
    const holders = operator.holders.get(frame) ?? 0;
    operator.holders.set(frame, holders + 1);
    if (holders === 0) operator.bytes += frame.data.length;
    if (queue.unacked.size > MAX_UNACKED) this.dropOldest(queue, operator);
    while (operator.bytes > this.limits.maxQueuedBytesPerOperator && this.dropOldest(largest(operator.queues), operator));
  }

  /**
   * A cumulative ack: forgets every frame up to and including pushId `upTo` (the queue is in pushId order, so only
   * its front is walked); returns how many were waiting.
   */
  ack(queue: PushQueue, upTo: number): number {
    const operator = this.operators.get(queue.respondentId);
    const counted = operator?.queues.has(queue) === true;
    let acked = 0;
    for (const [pushId, frame] of queue.unacked) {
      if (pushId > upTo) break;
      queue.unacked.delete(pushId);
      queue.bytes -= frame.data.length;
      if (counted) letGo(operator as OperatorQueues, frame);
      acked += 1;
    }
    return acked;
  }

  /** Returns false when the queue had nothing to drop. */
  private dropOldest(queue: PushQueue, operator: OperatorQueues): boolean {
    const oldest = queue.unacked.entries().next().value;
    if (!oldest) return false;
    queue.unacked.delete(oldest[0]);
    queue.bytes -= oldest[1].data.length;
    letGo(operator, oldest[1]);
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
      operator = { queues: new Set(), bytes: 0, holders: new Map() };
      this.operators.set(respondentId, operator);
    }
    return operator;
  }
}

/** One of the operator's queues no longer holds `frame`: its bytes are freed with the last holder. */
function letGo(operator: OperatorQueues, frame: PushFrame): void {
  const holders = (operator.holders.get(frame) ?? 1) - 1;
  if (holders > 0) {
    operator.holders.set(frame, holders);
    return;
  }
  operator.holders.delete(frame);
  operator.bytes -= frame.data.length;
}

/** The queue holding the most bytes: usually a device gone quiet, whose frames are the least likely to be acknowledged. */
function largest(queues: Iterable<PushQueue>): PushQueue {
  let found: PushQueue | undefined;
  for (const queue of queues) if (!found || queue.bytes > found.bytes) found = queue;
  return found as PushQueue;
}
