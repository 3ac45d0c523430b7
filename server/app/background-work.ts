import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../context.ts';
import { startDueTimer } from '../alarms/reminders.ts';
import { startFloodWatch } from '../flood/flood-watch.ts';
import { startSupervision } from '../dc09/supervision.ts';
import { startPruneTimer } from '../services/pruning.ts';
import type { AppOptions } from './app-options.ts';

/**
 * The timers of a running server (socket heartbeat, due planned alarms and reminders, flood mode, DC-09 supervision,
 * pruning) and its shutdown: when the app closes they and the DC-09 receiver stop, the sockets close, then the cluster
 * bus and the database.
 */
export function startBackgroundWork(app: FastifyInstance, ctx: ServerContext, options: AppOptions, receiverStop: AbortController): void {
  const { hub, bus, db } = ctx;
  const stopHeartbeat = hub.startHeartbeat(options.heartbeatMs ?? 30_000);
  const reminderInterval = options.reminderIntervalMs ?? 5000;
  const stopReminders = reminderInterval > 0 ? startDueTimer(ctx, reminderInterval) : undefined;
  const floodInterval = options.floodCheckMs ?? 3000;
  const stopFloodWatch = floodInterval > 0 ? startFloodWatch(ctx, floodInterval, options.floodWindowMs) : undefined;
  const receiving = options.dc09?.tcpPort !== undefined || options.dc09?.udpPort !== undefined;
  const supervisionInterval = options.dc09?.supervisionCheckMs ?? 10_000;
  const stopSupervision = receiving && supervisionInterval > 0 ? startSupervision(ctx, supervisionInterval) : undefined;
  const pruneInterval = options.pruneIntervalMs ?? 10 * 60_000;
  const stopPruning = pruneInterval > 0 ? startPruneTimer(ctx, pruneInterval) : undefined;
  app.addHook('onClose', async () => {
    receiverStop.abort();
    stopSupervision?.();
    stopPruning?.();
    stopReminders?.();
    stopFloodWatch?.();
    stopHeartbeat();
    hub.closeAll();
    await bus.close();
    await db.destroy();
  });
}
