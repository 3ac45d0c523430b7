import { randomUUID } from 'node:crypto';
import type { WebSocket } from 'ws';
import { parseClientMessage, type HelloMessage, type PushMessage, type PongMessage } from '../../src/contract/index.ts';

type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;
/** A push before the hub stamps it with its pushId and send time. */
export type PushBody = DistributiveOmit<PushMessage, 'pushId' | 'sentAt'>;

export interface ConnectionInfo {
  respondentId: number;
  tokenHash: string;
  deviceToken: string | undefined;
  /** One-time link sessions only hear about their own alarm. */
  alarmId: number | null;
}

interface Connection extends ConnectionInfo {
  id: string;
  socket: WebSocket;
  queue: PushQueue;
  /** Answered the last protocol-level ping (dead peers are dropped by the heartbeat). */
  alive: boolean;
}

/** Pushes not yet acknowledged, and the pushId counter, of one device (or of one anonymous connection). */
interface PushQueue {
  nextPushId: number;
  unacked: Map<number, PushMessage>;
  /** Too many unacknowledged pushes were dropped: the device gets a fullrefresh instead on resume. */
  overflowed: boolean;
}

export interface HubEvents {
  onSent(count: number): void;
  onAcked(): void;
  /** The client sent `logout` on its socket. */
  onLogout(info: ConnectionInfo): Promise<void>;
  /** Whether the token that opened a socket still holds (not expired, revoked, nor its operator revoked). */
  sessionLive(tokenHash: string): Promise<boolean>;
  clock(): Date;
}

const MAX_UNACKED = 500;

/** A device's queue belongs to one respondent's session kind (full, or a link's alarm), never to whoever shows the token. */
const deviceKey = (c: ConnectionInfo) => `${c.respondentId}\n${c.alarmId ?? ''}\n${c.deviceToken ?? ''}`;

/**
 * Fan-out of push messages to open websockets. pushIds increase per device token, so they also increase on each
 * connection; what a device has not acknowledged is replayed, in order, when the same device token reconnects.
 */
export class PushHub {
  private readonly connections = new Set<Connection>();
  private readonly deviceQueues = new Map<string, PushQueue>();

  constructor(private readonly events: HubEvents) {}

  attach(socket: WebSocket, info: ConnectionInfo): void {
    let queue: PushQueue = { nextPushId: 1, unacked: new Map(), overflowed: false };
    if (info.deviceToken) {
      const key = deviceKey(info);
      queue = this.deviceQueues.get(key) ?? queue;
      this.deviceQueues.set(key, queue);
      // One socket per device: a reconnecting device replaces its stale connection.
      for (const other of this.connections) {
        if (other.deviceToken && deviceKey(other) === key) this.drop(other, 4000, 'replaced by a newer connection');
      }
    }
    const connection: Connection = { ...info, id: randomUUID(), socket, queue, alive: true };
    socket.on('pong', () => {
      connection.alive = true;
    });
    this.connections.add(connection);
    const replay = [...queue.unacked.values()].sort((a, b) => a.pushId - b.pushId);
    const hello: HelloMessage = { type: 'hello', connectionId: connection.id, resumed: replay.length };
    socket.send(JSON.stringify(hello));
    for (const message of replay) this.write(connection, message);
    if (queue.overflowed) {
      queue.overflowed = false;
      this.push(connection, { type: 'fullrefresh' });
    }
    socket.on('message', (data) => this.receive(connection, data.toString()));
    socket.on('close', () => this.connections.delete(connection));
    socket.on('error', () => this.connections.delete(connection));
  }

  private receive(connection: Connection, text: string): void {
    const parsed = parseClientMessage(text);
    if (!parsed.ok) return;
    const message = parsed.value;
    if (message.type === 'ack') {
      if (connection.queue.unacked.delete(message.pushId)) this.events.onAcked();
    } else if (message.type === 'ping') {
      const pong: PongMessage = { type: 'pong', id: message.id };
      connection.socket.send(JSON.stringify(pong));
    } else {
      void this.events.onLogout(connection).finally(() => {
        if (connection.deviceToken) this.deviceQueues.delete(deviceKey(connection));
        this.drop(connection, 1000, 'logged out');
      });
    }
  }

  private push(connection: Connection, body: PushBody): void {
    const queue = connection.queue;
    const message = { ...body, pushId: queue.nextPushId++, sentAt: this.events.clock().toISOString() } as PushMessage;
    queue.unacked.set(message.pushId, message);
    if (queue.unacked.size > MAX_UNACKED) {
      const oldest = Math.min(...queue.unacked.keys());
      queue.unacked.delete(oldest);
      queue.overflowed = true;
    }
    this.write(connection, message);
  }

  private write(connection: Connection, message: PushMessage): void {
    if (connection.socket.readyState !== connection.socket.OPEN) return;
    connection.socket.send(JSON.stringify(message));
    this.events.onSent(1);
  }

  private drop(connection: Connection, code: number, reason: string): void {
    this.connections.delete(connection);
    connection.socket.close(code, reason);
  }

  /** Sends `body` to every open connection of the given respondents that `accept` lets through. */
  send(respondentIds: Iterable<number>, body: PushBody, accept: (c: ConnectionInfo) => boolean = () => true): void {
    const ids = new Set(respondentIds);
    for (const connection of [...this.connections]) {
      if (ids.has(connection.respondentId) && accept(connection)) this.push(connection, body);
    }
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
  closeToken(tokenHash: string, code = 4001, reason = 'session ended'): void {
    for (const connection of [...this.connections]) if (connection.tokenHash === tokenHash) this.drop(connection, code, reason);
  }

  connectedRespondents(): Set<number> {
    return new Set([...this.connections].map((c) => c.respondentId));
  }

  openSockets(): number {
    return this.connections.size;
  }

  connectedDevices(): number {
    return new Set([...this.connections].map((c) => c.deviceToken).filter(Boolean)).size;
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
          this.connections.delete(connection);
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
  closeAll(): void {
    for (const connection of [...this.connections]) this.drop(connection, 1001, 'server shutting down');
  }
}
