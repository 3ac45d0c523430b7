import type { ServerContext } from '../context.ts';
import { pruneBrowserLogs } from '../support/browser-log-service.ts';
import { pruneVoiceTokens } from '../voice/voice-tokens.ts';
import { pruneSessions } from '../sessions/tokens.ts';

/** One kind of row the prune job deletes; returns how many went. Add a step to PRUNE_STEPS for a new kind. */
export interface PruneStep {
  name: string;
  run(ctx: ServerContext, now: Date): Promise<number>;
}

const DAY_MS = 24 * 3600_000;
/** An inactive device row is kept this long after its last report. */
const DEVICE_IDLE_MS = 30 * DAY_MS;
const iso = (ms: number) => new Date(ms).toISOString();
const count = (results: { numDeletedRows: bigint }[]) => results.reduce((sum, r) => sum + Number(r.numDeletedRows), 0);

/** Rows nothing reads any more: every timestamp is an ISO string in UTC, so text order is time order. */
export const PRUNE_STEPS: readonly PruneStep[] = [
  {
    name: 'idempotency',
    run: async (ctx, now) => count(await ctx.db.deleteFrom('idempotency').where('CreatedAt', '<', iso(now.getTime() - DAY_MS)).execute()),
  },
  {
    // Expired tokens, ended logins (revoked or past their absolute expiry) with their tokens, expired challenges.
    name: 'sessions',
    run: (ctx) => pruneSessions(ctx),
  },
  {
    // A used link is refused like a missing one, but its session may still be live: it goes a day after its use.
    name: 'url_logins',
    run: async (ctx, now) =>
      count(await ctx.db.deleteFrom('url_logins').where((eb) => eb.or([eb('ExpiresAt', '<', now.toISOString()), eb('UsedAt', '<', iso(now.getTime() - DAY_MS))])).execute()),
  },
  {
    name: 'voice_tokens',
    run: (ctx) => pruneVoiceTokens(ctx),
  },
  {
    // Uploaded console logs (security #NL3): BROWSER_LOG_RETENTION_MS.
    name: 'browser_logs',
    run: (ctx, now) => pruneBrowserLogs(ctx, now),
  },
  {
    // Devices unregistered or replaced a month ago: a returning browser registers again (security #M2).
    name: 'devices',
    run: async (ctx, now) =>
      count(await ctx.db.deleteFrom('devices').where('Active', '=', 0).where((eb) => eb.or([eb('LastReportAt', '<', iso(now.getTime() - DEVICE_IDLE_MS)), eb.and([eb('LastReportAt', 'is', null), eb('CreatedAt', '<', iso(now.getTime() - DEVICE_IDLE_MS))])])).execute()),
  },
  {
    name: 'outbox',
    run: async (ctx, now) => count(await ctx.db.deleteFrom('outbox').where('CreatedAt', '<', iso(now.getTime() - DAY_MS)).execute()),
  },
  {
    // The audit trail is append-only; its lines go only once past the retention period.
    name: 'audit_events',
    run: async (ctx, now) => count(await ctx.db.deleteFrom('audit_events').where('At', '<', iso(now.getTime() - ctx.options.auditRetentionDays * DAY_MS)).execute()),
  },
];

/** Runs every step once; a failed step is logged and the others still run. Returns the rows deleted per step. */
export async function pruneOnce(ctx: ServerContext, steps: readonly PruneStep[] = PRUNE_STEPS): Promise<Record<string, number>> {
  const now = ctx.clock.now();
  const deleted: Record<string, number> = {};
  for (const step of steps) {
    try {
      deleted[step.name] = await step.run(ctx, now);
    } catch (error) {
      ctx.log.warn({ err: error, step: step.name }, 'prune: step failed');
    }
  }
  return deleted;
}

/** Prunes every `intervalMs`; returns the stop function. */
export function startPruneTimer(ctx: ServerContext, intervalMs: number): () => void {
  const timer = setInterval(() => {
    void pruneOnce(ctx).then((deleted) => ctx.log.info({ deleted }, 'prune: done'));
  }, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
