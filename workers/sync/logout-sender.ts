import { endpoints } from '../../src/contract/index.ts';
import type { QueuedLogoutRow, SessionDirectory } from '../../src/db/database.ts';
import type { EngineEffects, TimerId } from './effects.ts';
import { isRetryable } from './failure-from-http.ts';
import type { Http } from './http.ts';

/** How long the sender waits before trying again when the server did not answer. */
const RETRY_MS = 30_000;

export interface LogoutSender {
  /** Keeps a logout for the server (sent by the next flush). */
  queue(row: Omit<QueuedLogoutRow, 'key'>): Promise<void>;
  /** Sends every queued logout; drops the sent, the refused and the expired. */
  flush(): Promise<void>;
  dispose(): void;
}

/**
 * The logouts of this browser that the server has not had yet (security NM5), whoever's session they end: any engine
 * that starts sends them, and sends them again whenever the network comes back. A row goes once the server answered
 * it (a 401 means that session had ended already) or once its token has expired, so no live token stays behind.
 */
export function createLogoutSender(directory: SessionDirectory, http: Http, effects: Pick<EngineEffects, 'clock' | 'network' | 'randomId'>): LogoutSender {
  const { clock, network } = effects;
  let flushing: Promise<void> | null = null;
  let retryTimer: TimerId | null = null;
  let disposed = false;

  /** True when the row is done with (sent, refused or expired); false when the server could not be reached. */
  async function sendOne(row: QueuedLogoutRow): Promise<boolean> {
    if (row.expiresAt > clock.now()) {
      const result = await http.send(endpoints.logout, { auth: { tokenType: row.tokenType, accessToken: row.accessToken }, idempotencyKey: row.key });
      // 401: that session has ended already (the server's idle end, a logout from elsewhere), which was the point.
      if (!result.ok && result.status !== 401 && isRetryable(result.status)) return false;
    }
    await directory.logouts.delete(row.key);
    return true;
  }

  async function drain(): Promise<void> {
    for (const row of await directory.logouts.toArray()) {
      if (disposed || !network.isOnline()) return;
      if (!(await sendOne(row))) return scheduleRetry();
    }
  }

  function scheduleRetry(): void {
    if (retryTimer !== null || disposed) return;
    retryTimer = clock.setTimeout(() => {
      retryTimer = null;
      void flush();
    }, RETRY_MS);
  }

  function flush(): Promise<void> {
    flushing ??= drain().finally(() => {
      flushing = null;
    });
    return flushing;
  }

  const unsubscribe = network.subscribe((online) => {
    if (online) void flush();
  });

  return {
    async queue(row) {
      await directory.logouts.put({ ...row, key: effects.randomId() });
    },
    // A drain already running may have read the rows before the newest was stored: flush again after it.
    flush: () => (flushing ?? Promise.resolve()).then(flush),
    dispose() {
      disposed = true;
      unsubscribe();
      if (retryTimer !== null) clock.clearTimeout(retryTimer);
    },
  };
}
