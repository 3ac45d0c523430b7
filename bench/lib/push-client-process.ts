import { Series } from './growable.ts';
import { openPushClients, type PushClients } from './push-clients.ts';

/**
 * One share of the bench's push clients, in a process of its own (forked by `push-client-pool.ts`), so the clients
 * get cores of their own instead of one bench thread. It opens its sockets on `open`, records every update it
 * receives (alarm id and receive time on this machine's clock: timeOrigin + performance.now()) and hands them over
 * on `collect`.
 */
export interface OpenCommand {
  kind: 'open';
  baseUrl: string;
  tokens: string[];
  count: number;
  label: string;
  pingEveryMs?: number;
}

export type PoolCommand = OpenCommand | { kind: 'count' } | { kind: 'collect' } | { kind: 'close' };

export interface Collected {
  alarm: Float64Array;
  at: Float64Array;
  updateBytes: number;
  open: number;
}

let clients: PushClients | undefined;
let alarm = new Series(1 << 16);
let at = new Series(1 << 16);
let updateBytes = 0;

async function handle(command: PoolCommand): Promise<unknown> {
  if (command.kind === 'open') {
    clients = await openPushClients({
      ...command,
      onPush: (_client, message, receivedAt) => {
        if (message.type !== 'update' || typeof message.alarmId !== 'number') return;
        alarm.push(message.alarmId);
        at.push(performance.timeOrigin + receivedAt);
        updateBytes += message.bytes;
      },
    });
    return { open: clients.open() };
  }
  if (command.kind === 'count') return { open: clients?.open() ?? 0, updates: alarm.length };
  if (command.kind === 'collect') {
    const collected: Collected = { alarm: alarm.values(), at: at.values(), updateBytes, open: clients?.open() ?? 0 };
    alarm = new Series(1 << 16);
    at = new Series(1 << 16);
    updateBytes = 0;
    return collected;
  }
  await clients?.close();
  return { closed: true };
}

process.on('message', (command: PoolCommand) => {
  handle(command).then(
    (answer) => process.send?.(answer, () => command.kind === 'close' && process.exit(0)),
    (error: unknown) => process.send?.({ error: error instanceof Error ? error.message : String(error) }),
  );
});
