import { statfs } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { sql } from 'kysely';
import type { SystemTestRow } from '../../src/contract/index.ts';
import type { ServerContext } from '../context.ts';
import { publishSystemTestPush } from '../push/notify.ts';
import type { RunOfCheck } from '../push/push-check.ts';
import { englishText } from './console-texts.ts';

/** Free space below this on the server's disk fails the disk row. */
const MIN_FREE_DISK_BYTES = 100 * 1024 * 1024;
/** The server clock may differ this much from the machine's before the clock row fails. */
const MAX_CLOCK_SKEW_MS = 60_000;
/** How long the push hub row waits for the instance holding the operator's socket, whichever it is, to answer. */
const PUSH_ANSWER_MS = 2_000;

interface Check {
  /** The row's code: `support:systemChecks.<code>` in the console's languages. */
  Code: string;
  /** When the row reports, after the start: the rows finish at different times, as the real tests do. */
  afterMs: number;
  run(ctx: ServerContext, run: RunOfCheck): Promise<boolean>;
}

export const SYSTEM_CHECKS: readonly Check[] = [
  { Code: 'databaseReachable', afterMs: 1_000, run: async (ctx) => (await sql<{ one: number }>`select 1 as one`.execute(ctx.db)).rows[0]?.one === 1 },
  { Code: 'clock', afterMs: 2_000, run: async (ctx) => Math.abs(ctx.clock.now().getTime() - Date.now()) < MAX_CLOCK_SKEW_MS },
  // The starting operator's own console holds a push socket, on any instance, when the hub accepts and keeps connections.
  { Code: 'pushHub', afterMs: 4_000, run: pushHubUp },
  { Code: 'ingestKey', afterMs: 6_000, run: async (ctx) => (await ctx.db.selectFrom('api_keys').select('Name').limit(1).execute()).length > 0 },
  {
    Code: 'diskFree',
    afterMs: 8_000,
    run: async () => {
      const stats = await statfs(tmpdir());
      return stats.bavail * stats.bsize >= MIN_FREE_DISK_BYTES;
    },
  },
];

/** The whole test has ended this long after its start. */
export const SYSTEM_TEST_DURATION_MS = Math.max(...SYSTEM_CHECKS.map((c) => c.afterMs));

/** Asks every instance whether it holds a socket of the operator, and reads the row the one holding it marked. */
async function pushHubUp(ctx: ServerContext, run: RunOfCheck): Promise<boolean> {
  await publishSystemTestPush(ctx, run);
  await new Promise((resolve) => setTimeout(resolve, PUSH_ANSWER_MS));
  const row = await ctx.db.selectFrom('system_test_results').select('Successful').where('CheckIndex', '=', run.checkIndex).where('StartedAt', '=', run.startedAt).executeTakeFirst();
  return row?.Successful === 1;
}

async function safely(check: Check, ctx: ServerContext, run: RunOfCheck): Promise<boolean> {
  try {
    return await check.run(ctx, run);
  } catch {
    return false;
  }
}

/**
 * Starts every check at once; each row reports at its own time (by the server clock) once its check answered. The
 * run lives in the shared database, so every instance of a cluster shows it (qa-supervisor P2-8).
 */
export async function startSystemTest(ctx: ServerContext, respondentId: number): Promise<void> {
  const startedAt = ctx.clock.now().toISOString();
  await ctx.db.deleteFrom('system_test_results').execute();
  await ctx.db.insertInto('system_test_results').values(SYSTEM_CHECKS.map((_, CheckIndex) => ({ CheckIndex, StartedAt: startedAt, Successful: null }))).execute();
  SYSTEM_CHECKS.forEach((check, index) => {
    void safely(check, ctx, { respondentId, startedAt, checkIndex: index }).then((ok) =>
      ctx.db
        .updateTable('system_test_results')
        .set({ Successful: ok ? 1 : 0 })
        .where('CheckIndex', '=', index)
        .where('StartedAt', '=', startedAt)
        .execute()
        .catch((error: unknown) => ctx.log.error({ err: error }, 'system test: result not stored')),
    );
  });
}

export async function systemTestRows(ctx: ServerContext): Promise<SystemTestRow[]> {
  const rows = new Map((await ctx.db.selectFrom('system_test_results').selectAll().execute()).map((row) => [row.CheckIndex, row]));
  const now = ctx.clock.now().getTime();
  return SYSTEM_CHECKS.map((check, index) => {
    const described = { Description: englishText('support', `systemChecks.${check.Code}`), DescriptionCode: check.Code };
    const row = rows.get(index);
    if (!row) return { ...described, Executed: null, Finished: null, Ongoing: false, Successful: null };
    const reportsAt = Date.parse(row.StartedAt) + check.afterMs;
    const ongoing = row.Successful === null || now < reportsAt;
    // The row ends at its own time after the start (qa-supervisor P3-2); a check answering later is not timed.
    const finished = ongoing ? null : new Date(reportsAt).toISOString();
    return { ...described, Executed: row.StartedAt, Finished: finished, Ongoing: ongoing, Successful: ongoing ? null : row.Successful === 1 };
  });
}
