import WebSocket from 'ws';
import { WS_ACK_DELAY_MS } from '../../src/domain/constants.ts';

/** What a push client reports for every server message that carries a pushId (the contract's push messages). */
export type PushListener = (client: number, message: PushFrame, receivedAt: number) => void;

export interface PushFrame {
  type: string;
  pushId?: number;
  alarmId?: number;
  /** The frame's size on the wire (its payload). */
  bytes: number;
}

export interface PushClients {
  sockets: WebSocket[];
  /** Sockets currently open. */
  open(): number;
  /** Frames received over all sockets. */
  frames(): number;
  close(): Promise<void>;
}

const field = (text: string, pattern: RegExp): string | undefined => pattern.exec(text)?.[1];

/**
 * The three fields the bench needs, read without JSON.parse: with 1,000 sockets in this one process the clients'
 * own cost must stay small beside the server's.
 */
function readFrame(text: string, bytes: number): PushFrame {
  const pushId = field(text, /"pushId":(\d+)/);
  const alarmId = field(text, /"alarmId":(\d+)/);
  return {
    type: field(text, /"type":"([^"]+)"/) ?? '',
    bytes,
    ...(pushId ? { pushId: Number(pushId) } : {}),
    ...(alarmId ? { alarmId: Number(alarmId) } : {}),
  };
}

export function socketUrl(baseUrl: string, accessToken: string, deviceToken: string): string {
  return `${baseUrl.replace(/^http/, 'ws')}/api/WsPander?token=${encodeURIComponent(accessToken)}&devicetoken=${encodeURIComponent(deviceToken)}`;
}

/**
 * Opens `count` websocket clients, `concurrency` handshakes at a time, each with its own device token so the
 * server treats them as distinct devices. Pushes are acknowledged as the console does: one cumulative ack up to the
 * highest pushId, `WS_ACK_DELAY_MS` after the first push not yet acknowledged.
 * Optional pings every `pingEveryMs` (spread over the period) keep the traffic of a real client.
 */
export async function openPushClients(options: {
  baseUrl: string;
  tokens: readonly string[];
  count: number;
  label: string;
  onPush?: PushListener;
  pingEveryMs?: number;
  concurrency?: number;
}): Promise<PushClients> {
  const sockets: WebSocket[] = [];
  const timers: NodeJS.Timeout[] = [];
  let frames = 0;
  let next = 0;
  const connectOne = (index: number): Promise<void> =>
    new Promise((resolve, reject) => {
      const token = options.tokens[index % options.tokens.length] as string;
      const ws = new WebSocket(socketUrl(options.baseUrl, token, `${options.label}-${index}`), { perMessageDeflate: false, skipUTF8Validation: true });
      sockets[index] = ws;
      let highestPushId = -1;
      let ackTimer: NodeJS.Timeout | undefined;
      const ack = () => {
        ackTimer = undefined;
        if (ws.readyState === WebSocket.OPEN) ws.send(`{"type":"ack","upTo":${highestPushId}}`);
      };
      ws.on('message', (data) => {
        const receivedAt = performance.now();
        frames++;
        const text = data.toString();
        const message = readFrame(text, Buffer.isBuffer(data) ? data.length : Buffer.byteLength(text));
        if (message.pushId !== undefined) {
          highestPushId = Math.max(highestPushId, message.pushId);
          ackTimer ??= setTimeout(ack, WS_ACK_DELAY_MS);
          options.onPush?.(index, message, receivedAt);
        }
      });
      ws.once('open', () => {
        if (options.pingEveryMs) {
          const period = options.pingEveryMs;
          const start = setTimeout(() => {
            let id = 0;
            const timer = setInterval(() => { if (ws.readyState === WebSocket.OPEN) ws.send(JSON.stringify({ type: 'ping', id: ++id })); }, period);
            timers.push(timer);
          }, Math.random() * period);
          timers.push(start);
        }
        resolve();
      });
      ws.once('close', () => clearTimeout(ackTimer));
      // Errors after the handshake only close the socket: the open count shows them.
      ws.on('error', () => undefined);
      ws.once('error', reject);
    });
  const worker = async (): Promise<void> => {
    while (next < options.count) await connectOne(next++);
  };
  try {
    await Promise.all(Array.from({ length: options.concurrency ?? 20 }, worker));
  } catch (error) {
    for (const ws of sockets) ws?.terminate();
    throw error;
  }
  return {
    sockets,
    open: () => sockets.filter((ws) => ws.readyState === WebSocket.OPEN).length,
    frames: () => frames,
    close: async () => {
      for (const timer of timers) clearTimeout(timer);
      await Promise.all(
        sockets.map((ws) =>
          ws.readyState === WebSocket.CLOSED
            ? undefined
            : new Promise<void>((resolve) => {
                ws.once('close', () => resolve());
                ws.terminate();
              }),
        ),
      );
    },
  };
}
