import { randomUUID } from 'node:crypto';
import type { WebSocket } from 'ws';
import { type PushBody, pushFrame, type PushFrame } from './push-frame.ts';
import { PushQueues, type PushLimits, type PushQueue } from './push-queues.ts';
import { parseClientMessage, type ClientMessage, type HelloMessage, type PongMessage } from '../../src/contract/index.ts';

export interface ConnectionInfo {
  respondentId: number;
  tokenHash: string;
  /** A device token registered to the respondent (ws-route checks it); other connections get no device queue. */
  deviceToken: string | undefined;
  /** One-time link sessions only hear about their own alarm, while it is about the user the link was made for. */
  alarmId: number | null;
  linkUserId: number | null;
  /** The login (session family): a one-time link's sockets are capped per link, not per operator. */
  familyId: string;
}

/** The stream under a websocket (its net.Socket): corked while a tick's pushes are written. */
export interface Transport {
  cork(): void;
  uncork(): void;
}

interface Connection extends ConnectionInfo {
  id: string;
  socket: WebSocket;
  transport: Transport | undefined;
  /** Its transport is corked until the end of this tick. */
  corked: boolean;
  queue: PushQueue;
  /** Answered the last protocol-level ping (dead peers are dropped by the heartbeat). */
  alive: boolean;
}

export interface HubEvents {
  onSent(count: number): void;
  /** `count` pushes were acknowledged (one cumulative ack may acknowledge several). */
  onAcked(count: number): void;
  /** The client sent `logout` on its socket. */
  onLogout(info: ConnectionInfo): Promise<void>;
  /** Whether the token that opened a socket still holds (not expired, revoked, nor its operator revoked). */
  sessionLive(tokenHash: string): Promise<boolean>;
  clock(): Date;
}

/** Close codes of the push socket besides the standard ones. */
export const CLOSE_REPLACED = 4000;
export const CLOSE_SESSION_ENDED = 4001;
export const CLOSE_TOO_MANY_SOCKETS = 4002;

/** Sockets one one-time link session may hold (a guest's browser tab or two), apart from its operator's cap. */
export const MAX_SOCKETS_PER_LINK = 2;

/** A device's queue belongs to one respondent's session kind (full, or a link's alarm), never to whoever shows the token. */
const deviceKey = (c: ConnectionInfo) => `${c.respondentId}\n${c.alarmId ?? ''}\n${c.deviceToken ?? ''}`;

/** The client messages the hub reads, without zod for the frequent one: an ack is checked by hand. */
function readClientMessage(text: string): ClientMessage | undefined {
  try {
    const value: unknown = JSON.parse(text);
    if (typeof value === 'object' && value !== null && (value as { type?: unknown }).type === 'ack') {
      // A console of a build before cumulative acks, still open through a deploy, acknowledged each push by its
      // pushId as it took them in order: the same as every push up to it. Unread, its device queue would only fill.
      const { upTo, pushId } = value as { upTo?: unknown; pushId?: unknown };
      const through = upTo ?? pushId;
      if (Number.isSafeInteger(through) && (through as number) >= 0) return { type: 'ack', upTo: through as number };
    }
  } catch {
    return undefined;
  }
  const parsed = parseClientMessage(text);
  return parsed.ok ? parsed.value : undefined;
}

/**
 * Fan-out of push messages to open websockets. pushIds increase across the server (and across instances, see
 * stamp), so they also increase on each device and connection (with gaps, which clients ignore); what a device has not acknowledged is replayed, in
 * order, when the same device token reconnects.
 */
export class PushHub {
  /** Open connections, oldest first. */
  private readonly connections = new Set<Connection>();
  private readonly queues: PushQueues;
  /** Connections corked during this tick; uncorked together so each socket gets one write for all its pushes. */
  private readonly corked: Connection[] = [];
  /** A push has one pushId for all its recipients, so it is encoded once. */
  private lastPushId = 0;

  constructor(
    private readonly events: HubEvents,
    private readonly limits: PushLimits,
  ) {
    this.queues = new PushQueues(limits);
  }

  attach(socket: WebSocket, info: ConnectionInfo, transport?: Transport): void {
    const key = info.deviceToken ? deviceKey(info) : undefined;
    const queue = this.queues.open(info.respondentId, key);
    // One socket per device: a reconnecting device replaces its stale connection.
    if (key !== undefined) for (const other of this.connections) if (other.queue === queue) this.drop(other, CLOSE_REPLACED, 'replaced by a newer connection');
    const connection: Connection = { ...info, id: randomUUID(), socket, transport, corked: false, queue, alive: true };
    socket.on('pong', () => {
      connection.alive = true;
    });
    this.connections.add(connection);
    this.capSockets(connection);
    const hello: HelloMessage = { type: 'hello', connectionId: connection.id, resumed: queue.unacked.size };
    socket.send(JSON.stringify(hello));
    let replayed = 0;
    for (const frame of queue.unacked.values()) replayed += this.write(connection, frame);
    if (queue.overflowed) {
      queue.overflowed = false;
      replayed += this.push(connection, this.stamp({ type: 'fullrefresh' }));
    }
    if (replayed) this.events.onSent(replayed);
    socket.on('message', (data) => this.receive(connection, data.toString()));
    socket.on('close', () => this.detach(connection));
    socket.on('error', () => this.detach(connection));
  }

  /**
   * Over the cap the oldest sockets close (a stale tab or a half-open socket goes first). An operator's full sessions
   * share his cap; a one-time link's sockets have their own small one, so a guest can never close the operator's.
   */
  private capSockets(added: Connection): void {
    const link = added.alarmId !== null;
    const cap = link ? MAX_SOCKETS_PER_LINK : this.limits.maxSocketsPerOperator;
    const sameCap = (c: Connection) => (link ? c.familyId === added.familyId : c.respondentId === added.respondentId && c.alarmId === null);
    const mine = [...this.connections].filter(sameCap);
    for (const oldest of mine.slice(0, Math.max(0, mine.length - cap))) {
      this.drop(oldest, CLOSE_TOO_MANY_SOCKETS, link ? 'too many sockets for this link' : 'too many sockets for this operator');
    }
  }

  /** Forgets a connection once (close, error, drop or heartbeat): its queue is released. */
  private detach(connection: Connection): void {
    if (this.connections.delete(connection)) this.queues.release(connection.queue);
  }

  private receive(connection: Connection, text: string): void {
    const message = readClientMessage(text);
    if (!message) return;
    if (message.type === 'ack') {
      const acked = this.queues.ack(connection.queue, message.upTo);
      if (acked) this.events.onAcked(acked);
    } else if (message.type === 'ping') {
      const pong: PongMessage = { type: 'pong', id: message.id };
      connection.socket.send(JSON.stringify(pong));
    } else {
      void this.events.onLogout(connection).finally(() => {
        this.queues.discard(connection.queue);
        this.drop(connection, 1000, 'logged out');
      });
    }
  }

  private stamp(body: PushBody): PushFrame {
    // Microseconds of the wall clock (or one more than the last): an operator whose socket moves to another server
    // instance still sees pushIds rise, with no counter shared between instances. 2^53 µs is in the year 2255.
    this.lastPushId = Math.max(this.lastPushId + 1, Date.now() * 1000);
    return pushFrame(body, this.lastPushId, this.events.clock().toISOString());
  }

  /** Queues the push for the connection's device and writes it; returns the number of frames written (0 or 1). */
  private push(connection: Connection, frame: PushFrame): number {
    this.queues.record(connection.queue, frame);
    return this.write(connection, frame);
  }

  private write(connection: Connection, frame: PushFrame): number {
    if (connection.socket.readyState !== connection.socket.OPEN) return 0;
    this.cork(connection);
    // The shared buffer goes out as a text message, unmasked and uncopied: ws frames it with a header of its own.
    connection.socket.send(frame.data, { binary: false });
    return 1;
  }

  /**
   * Holds the socket's writes until the end of this tick: the pushes of every alarm fanned out meanwhile leave in
   * one write per socket, not one system call per push. Each push is still its own websocket message.
   */
  private cork(connection: Connection): void {
    const transport = connection.transport;
    if (!transport || connection.corked) return;
    connection.corked = true;
    transport.cork();
    this.corked.push(connection);
    if (this.corked.length === 1) setImmediate(() => this.uncorkAll());
  }

  private uncorkAll(): void {
    for (const connection of this.corked.splice(0)) {
      connection.corked = false;
      connection.transport?.uncork();
    }
  }

  private drop(connection: Connection, code: number, reason: string): void {
    this.detach(connection);
    connection.socket.close(code, reason);
  }

  /** Sends `body` to every open connection of the given respondents that `accept` lets through. */
  send(respondentIds: Iterable<number>, body: PushBody, accept: (c: ConnectionInfo) => boolean = () => true): void {
    const ids = new Set(respondentIds);
    if (ids.size === 0) return;
    // Encoded for the first recipient with a socket: members who are not connected cost nothing.
    let frame: PushFrame | undefined;
    let sent = 0;
    // Pushing never adds or drops a connection, so the set is walked as it is.
    for (const connection of this.connections) {
      if (ids.has(connection.respondentId) && accept(connection)) sent += this.push(connection, (frame ??= this.stamp(body)));
    }
    if (sent) this.events.onSent(sent);
  }

  private async closeEndedSessions(): Promise<void> {
    const hashes = new Set([...this.connections].map((c) => c.tokenHash));
    for (const hash of hashes) {
      // A failed check (the database closing at shutdown) keeps the socket: only a known-ended session closes it.
      const live = await this.events.sessionLive(hash).catch(() => true);
      if (!live) this.closeToken(hash);
    }
  }

  /** Closes the sockets opened with a token (logout, revocation). */
  closeToken(tokenHash: string, code = CLOSE_SESSION_ENDED, reason = 'session ended'): void {
    for (const connection of [...this.connections]) if (connection.tokenHash === tokenHash) this.drop(connection, code, reason);
  }

  connectedRespondents(): Set<number> {
    const ids = new Set<number>();
    for (const connection of this.connections) ids.add(connection.respondentId);
    return ids;
  }

  openSockets(): number {
    return this.connections.size;
  }

  connectedDevices(): number {
    return new Set([...this.connections].map((c) => c.deviceToken).filter(Boolean)).size;
  }

  /** Device queues kept, with or without a socket (a gauge: bounded by registered devices). */
  deviceQueues(): number {
    return this.queues.deviceQueues();
  }

  queuedBytes(): number {
    return this.queues.queuedBytes();
  }

  /**
   * Protocol-level pings every `intervalMs`: a socket that did not answer the previous one (a vanished laptop, a
   * dropped NAT mapping) is terminated, so it stops counting as connected. A socket whose session ended (the
   * token expired or was revoked) is closed with 4001: the push stream lives no longer than its token.
   * Returns the stop function.
   */
  startHeartbeat(intervalMs: number): () => void {
    const timer = setInterval(() => {
      void this.closeEndedSessions();
      for (const connection of [...this.connections]) {
        if (!connection.alive) {
          this.detach(connection);
          connection.socket.terminate();
          continue;
        }
        connection.alive = false;
        connection.socket.ping();
      }
    }, intervalMs);
    timer.unref();
    return () => clearInterval(timer);
  }

  /** Graceful shutdown: tell every client the server is going away. */
  /** Closes every socket (1001 going away; 1012 when draining: the clients reconnect to another instance). */
  closeAll(code = 1001, reason = 'server shutting down'): void {
    for (const connection of [...this.connections]) this.drop(connection, code, reason);
    this.queues.clear();
  }
}
