import { statfs } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { sql } from 'kysely';
import type { SystemTestRow } from '../../src/contract/index.ts';
import type { ServerContext } from '../context.ts';
import { englishText } from './console-texts.ts';

/** Free space below this on the server's disk fails the disk row. */
const MIN_FREE_DISK_BYTES = 100 * 1024 * 1024;
/** The server clock may differ this much from the machine's before the clock row fails. */
const MAX_CLOCK_SKEW_MS = 60_000;

interface Check {
  /** The row's code: `support:systemChecks.<code>` in the console's languages. */
  Code: string;
  /** When the row reports, after the start: the rows finish at different times, as the real tests do. */
  afterMs: number;
  run(ctx: ServerContext, respondentId: number): Promise<boolean>;
}

export const SYSTEM_CHECKS: readonly Check[] = [
  { Code: 'databaseReachable', afterMs: 1_000, run: async (ctx) => (await sql<{ one: number }>`select 1 as one`.execute(ctx.db)).rows[0]?.one === 1 },
  { Code: 'clock', afterMs: 2_000, run: async (ctx) => Math.abs(ctx.clock.now().getTime() - Date.now()) < MAX_CLOCK_SKEW_MS },
  // The starting operator's own console holds a push socket when the hub accepts and keeps connections.
  { Code: 'pushHub', afterMs: 4_000, run: async (ctx, respondentId) => ctx.hub.connectedRespondents().has(respondentId) },
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

interface Run {
  startedAt: number;
  results: (boolean | undefined)[];
}
const runs = new WeakMap<ServerContext, Run>();

async function safely(check: Check, ctx: ServerContext, respondentId: number): Promise<boolean> {
  try {
    return await check.run(ctx, respondentId);
  } catch {
    return false;
  }
}

/** Starts every check at once; each row reports at its own time (by the server clock) once its check answered. */
export function startSystemTest(ctx: ServerContext, respondentId: number): void {
  const run: Run = { startedAt: ctx.clock.now().getTime(), results: SYSTEM_CHECKS.map(() => undefined) };
  runs.set(ctx, run);
  SYSTEM_CHECKS.forEach((check, index) => {
    void safely(check, ctx, respondentId).then((ok) => {
      run.results[index] = ok;
    });
  });
}

export function systemTestRows(ctx: ServerContext): SystemTestRow[] {
  const run = runs.get(ctx);
  const now = ctx.clock.now().getTime();
  return SYSTEM_CHECKS.map((check, index) => {
    const described = { Description: englishText('support', `systemChecks.${check.Code}`), DescriptionCode: check.Code };
    if (!run) return { ...described, Executed: null, Ongoing: false, Successful: null };
    const result = run.results[index];
    const ongoing = result === undefined || now - run.startedAt < check.afterMs;
    return { ...described, Executed: new Date(run.startedAt).toISOString(), Ongoing: ongoing, Successful: ongoing ? null : result };
  });
}
