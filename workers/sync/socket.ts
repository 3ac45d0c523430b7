import { type ClientMessage, ClientMessageSchema } from '../../src/contract/index.ts';
import { WS_ACK_DELAY_MS, WS_PING_INTERVAL_MS, WS_PONG_TIMEOUT_MS, WS_RECONNECT_MS } from '../../src/domain/constants.ts';
import type { Clock, SocketLike, TimerId } from './effects.ts';

/**
 * The push websocket (core §4): ping every 10 s and close when no pong within 2 s; reconnect 5 s after any close
 * while wanted; acknowledge pushes cumulatively, up to the highest pushId seen, once per `WS_ACK_DELAY_MS` at most
 * (one message for a burst, not one per push); deliver each push once per connection. pushIds increase per
 * connection, so anything at or below the highest seen is a resend: acknowledged again (so the server stops
 * resending) but not applied again. An ack lost with its connection only means a resend; resends across
 * connections are covered by idempotent applies and catch-up.
 * A push without a pushId (the existing backend's, compat.md) has nothing to acknowledge and is applied as it comes.
 */

export type SocketState = 'open' | 'connecting' | 'closed';

export interface PushSocketOptions<Push extends { type: string; pushId?: number }> {
  clock: Clock;
  openSocket(url: string): SocketLike;
  /**
   * The URL to open, or null when there is no session (then nothing is opened). Asked before every connect; may be
   * asynchronous (a one-use ticket is fetched first) and may fail, which counts as a dropped connection.
   */
  url(): string | null | Promise<string | null>;
  /** Checks a decoded server message at the boundary; null for anything that is not a push (pong, hello, junk). */
  parsePush(message: unknown): Push | null;
  onPush(push: Push): void;
  onState(state: SocketState): void;
  /** Each successful open, first or after a drop: the engine catches up here. */
  onOpen(): void;
  /** The other side closed the socket; `reason` is its close reason (a server names why a login ended). */
  onClosedBy?(reason: string): void;
}

export interface PushSocket {
  start(): void;
  stop(): void;
  /** Sends when open; returns false otherwise. */
  /** Sends a client message (checked against the contract's ClientMessageSchema); false when not open. */
  send(message: ClientMessage): boolean;
  state(): SocketState;
}

const OPEN = 1;

export function createPushSocket<Push extends { type: string; pushId?: number }>(options: PushSocketOptions<Push>): PushSocket {
  const { clock } = options;
  let wanted = false;
  let socket: SocketLike | null = null;
  let state: SocketState = 'closed';
  let highestPushId = -1;
  let pingId = 0;
  let awaitedPong: number | null = null;
  let pingTimer: TimerId | null = null;
  let pongTimer: TimerId | null = null;
  let reconnectTimer: TimerId | null = null;
  let ackTimer: TimerId | null = null;
  /** An asynchronous url() is under way: no second connect meanwhile. */
  let preparing = false;

  const setState = (next: SocketState) => {
    if (next === state) return;
    state = next;
    options.onState(next);
  };

  const clearTimers = () => {
    for (const timer of [pingTimer, pongTimer, reconnectTimer, ackTimer]) if (timer !== null) clock.clearTimeout(timer);
    pingTimer = pongTimer = reconnectTimer = ackTimer = null;
  };

  const scheduleAck = () => {
    if (ackTimer !== null) return;
    ackTimer = clock.setTimeout(() => {
      ackTimer = null;
      send({ type: 'ack', upTo: highestPushId });
    }, WS_ACK_DELAY_MS);
  };

  const schedulePing = () => {
    pingTimer = clock.setTimeout(() => {
      pingTimer = null;
      pingId += 1;
      awaitedPong = pingId;
      pongTimer = clock.setTimeout(() => {
        pongTimer = null;
        // No answer in time: the connection is dead even if the browser has not noticed.
        const dead = socket;
        dropped();
        dead?.close(4000, 'pong timeout');
      }, WS_PONG_TIMEOUT_MS);
      send({ type: 'ping', id: pingId });
    }, WS_PING_INTERVAL_MS);
  };

  const dropped = () => {
    if (socket) {
      socket.onopen = socket.onmessage = socket.onclose = null;
      // Closing a socket that is still connecting reports an error; nobody listens for it any more.
      socket.onerror = () => undefined;
      socket = null;
    }
    clearTimers();
    setState('closed');
    if (wanted) reconnectTimer = clock.setTimeout(connect, WS_RECONNECT_MS);
  };

  const onMessage = (data: unknown) => {
    let message: unknown;
    try {
      message = JSON.parse(String(data));
    } catch {
      return;
    }
    if (isPong(message)) {
      if (message.id === awaitedPong && pongTimer !== null) {
        clock.clearTimeout(pongTimer);
        pongTimer = null;
        awaitedPong = null;
        schedulePing();
      }
      return;
    }
    const push = options.parsePush(message);
    if (!push) return;
    if (push.pushId === undefined) {
      options.onPush(push);
      return;
    }
    scheduleAck();
    if (push.pushId <= highestPushId) return;
    highestPushId = push.pushId;
    options.onPush(push);
  };

  function connect() {
    reconnectTimer = null;
    if (!wanted || socket || preparing) return;
    const url = options.url();
    if (!(url instanceof Promise)) {
      if (url) open(url);
      return;
    }
    preparing = true;
    url.then(
      (ready) => {
        preparing = false;
        // stop() (or a start that found us preparing) may have come meanwhile.
        if (wanted && !socket && ready) open(ready);
      },
      () => {
        preparing = false;
        if (wanted && !socket) dropped();
      },
    );
  }

  function open(url: string) {
    highestPushId = -1;
    awaitedPong = null;
    setState('connecting');
    const opened = options.openSocket(url);
    socket = opened;
    opened.onopen = () => {
      setState('open');
      schedulePing();
      options.onOpen();
    };
    opened.onmessage = (event) => onMessage(event.data);
    opened.onclose = (event) => {
      dropped();
      options.onClosedBy?.(closeReason(event));
    };
    opened.onerror = () => {
      // The close event follows an error; closing here makes sure of it.
      opened.close();
    };
  }

  function send(message: ClientMessage): boolean {
    // What leaves for the server is checked like what arrives: a malformed message is a bug, never sent.
    if (!ClientMessageSchema.safeParse(message).success) return false;
    if (!socket || socket.readyState !== OPEN) return false;
    socket.send(JSON.stringify(message));
    return true;
  }

  return {
    start() {
      wanted = true;
      if (!socket && reconnectTimer === null) connect();
    },
    stop() {
      wanted = false;
      const closing = socket;
      dropped();
      closing?.close(1000, 'stopped');
    },
    send,
    state: () => state,
  };
}

function closeReason(event: unknown): string {
  const reason = typeof event === 'object' && event !== null ? (event as { reason?: unknown }).reason : undefined;
  return typeof reason === 'string' ? reason : '';
}

function isPong(message: unknown): message is { type: 'pong'; id: number } {
  return typeof message === 'object' && message !== null && (message as { type?: unknown }).type === 'pong';
}
