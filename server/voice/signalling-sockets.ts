import type { WebSocket } from 'ws';
import { CLOSE_REPLACED, CLOSE_SESSION_ENDED, CLOSE_TOO_MANY_SOCKETS } from '../push/hub.ts';
import { frame } from './pstream.ts';
import type { SignallingLimits } from './signalling-limits.ts';
import type { VoiceIdentity } from './voice-tokens.ts';

/** Policy violation: no live voice token in time, or an invalid one. */
const CLOSE_NO_LIVE_TOKEN = 1008;
/** A peer that does not answer the close frame is cut off after this. */
const CLOSE_GRACE_MS = 1000;

export interface Connection {
  socket: WebSocket;
  /** The client's address group (ops/address-group.ts). */
  address: string;
  identity?: VoiceIdentity | undefined;
  /** The voice token the socket listened with: one open socket per token. */
  token?: string | undefined;
  registered: boolean;
  /** When the client last sent anything. */
  heardAt: number;
  listenTimer?: NodeJS.Timeout;
}

/**
 * The gateway's signalling sockets and who may hold one: a socket must listen with a live voice token within
 * `listenWithinMs` and keep talking (idle ones close); sockets without a token are capped per address and in all;
 * a token listens on one socket, an identity on `socketsPerIdentity`; a login that ends closes its sockets.
 */
export class SignallingSockets {
  private readonly connections = new Set<Connection>();

  constructor(private readonly limits: SignallingLimits) {}

  /** Whether one more socket without a token may open from the client address group `address`. */
  admits(address: string): boolean {
    const pending = [...this.connections].filter((c) => !c.identity);
    return pending.length < this.limits.unauthenticatedTotal && pending.filter((c) => c.address === address).length < this.limits.unauthenticatedPerAddress;
  }

  /**
   * A new socket, given `listenWithinMs` to listen. The route refuses the upgrade when `admits` is false; upgrades
   * admitted together past the cap are cut off here.
   */
  add(socket: WebSocket, address: string): Connection | undefined {
    if (!this.admits(address)) {
      socket.terminate();
      return undefined;
    }
    const connection: Connection = { socket, address, registered: false, heardAt: Date.now() };
    this.connections.add(connection);
    this.awaitListen(connection);
    return connection;
  }

  remove(connection: Connection): void {
    clearTimeout(connection.listenTimer);
    this.connections.delete(connection);
  }

  /** Whether the socket has been silent past `idleCloseMs` (then it is closed). */
  closeIfIdle(connection: Connection): boolean {
    if (Date.now() - connection.heardAt <= this.limits.idleCloseMs) return false;
    connection.socket.terminate();
    return true;
  }

  /**
   * The socket listened with a live token: an older socket listening with the same token closes, and so do the
   * oldest of the identity's sockets over `socketsPerIdentity`.
   */
  bind(connection: Connection, identity: VoiceIdentity, token: string): void {
    for (const other of this.connections) if (other !== connection && other.token === token) this.drop(other, CLOSE_REPLACED, 'the voice token listened on another socket');
    clearTimeout(connection.listenTimer);
    connection.identity = identity;
    connection.token = token;
    const others = this.of(identity.identity).filter((c) => c !== connection);
    for (const oldest of others.slice(0, Math.max(0, others.length + 1 - this.limits.socketsPerIdentity))) {
      this.drop(oldest, CLOSE_TOO_MANY_SOCKETS, 'too many softphones for this identity');
    }
  }

  /** The token no longer holds: an invalid one closes the socket, an expired one leaves it `listenWithinMs` for a new one. */
  unbind(connection: Connection, why: 'invalid' | 'expired'): void {
    connection.identity = undefined;
    connection.token = undefined;
    connection.registered = false;
    if (why === 'invalid') closeSoon(connection.socket, CLOSE_NO_LIVE_TOKEN, 'invalid voice token');
    else this.awaitListen(connection);
  }

  /** Logins that ended (logout, password reset, revocation): their softphones' sockets close. */
  closeFamilies(familyIds: readonly string[]): void {
    for (const connection of this.connections) {
      if (connection.identity && familyIds.includes(connection.identity.familyId)) this.drop(connection, CLOSE_SESSION_ENDED, 'session ended');
    }
  }

  /** The identity's listening sockets, oldest first. */
  of(identity: string): Connection[] {
    return [...this.connections].filter((c) => c.identity?.identity === identity);
  }

  listening(): Connection[] {
    return [...this.connections].filter((c) => c.identity);
  }

  closeAll(): void {
    for (const connection of this.connections) connection.socket.close(1001, 'server closing');
  }

  private drop(connection: Connection, code: number, reason: string): void {
    connection.identity = undefined;
    connection.token = undefined;
    connection.registered = false;
    closeSoon(connection.socket, code, reason);
  }

  private awaitListen(connection: Connection): void {
    clearTimeout(connection.listenTimer);
    connection.listenTimer = setTimeout(() => {
      if (!connection.identity) closeSoon(connection.socket, CLOSE_NO_LIVE_TOKEN, 'no live voice token in time');
    }, this.limits.listenWithinMs);
  }
}

/** A PStream frame to the socket, if it is still open. */
export function sendFrame(connection: Connection, type: string, payload: Record<string, unknown>): void {
  if (connection.socket.readyState === connection.socket.OPEN) connection.socket.send(frame(type, payload));
}

/** Closes with a close frame, and cuts off a peer that does not answer it (ws would wait 30 s). */
function closeSoon(socket: WebSocket, code: number, reason: string): void {
  socket.close(code, reason);
  setTimeout(() => socket.terminate(), CLOSE_GRACE_MS).unref();
}
