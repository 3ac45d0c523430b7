import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../context.ts';
import { startDueTimer } from '../alarms/reminders.ts';
import { startFloodWatch } from '../flood/flood-watch.ts';
import { startPruneTimer } from '../services/pruning.ts';
import type { AppOptions } from './app-options.ts';

/**
 * The timers of a running server (socket heartbeat, due planned alarms and reminders, flood mode, pruning) and its shutdown:
 * when the app closes they stop, the sockets close, then the cluster bus and the database.
 */
export function startBackgroundWork(app: FastifyInstance, ctx: ServerContext, options: AppOptions): void {
  const { hub, bus, db } = ctx;
  const stopHeartbeat = hub.startHeartbeat(options.heartbeatMs ?? 30_000);
  const reminderInterval = options.reminderIntervalMs ?? 5000;
  const stopReminders = reminderInterval > 0 ? startDueTimer(ctx, reminderInterval) : undefined;
  const floodInterval = options.floodCheckMs ?? 3000;
  const stopFloodWatch = floodInterval > 0 ? startFloodWatch(ctx, floodInterval) : undefined;
  const pruneInterval = options.pruneIntervalMs ?? 10 * 60_000;
  const stopPruning = pruneInterval > 0 ? startPruneTimer(ctx, pruneInterval) : undefined;
  app.addHook('onClose', async () => {
    stopPruning?.();
    stopReminders?.();
    stopFloodWatch?.();
    stopHeartbeat();
    hub.closeAll();
    await bus.close();
    await db.destroy();
  });
}
