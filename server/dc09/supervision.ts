import type { ServerContext } from '../context.ts';
import { ingestAlarm } from '../alarms/ingest-service.ts';
import { serverAlarmText } from '../alarms/server-alarm-text.ts';
import { logOnPerson, type Dc09AccountRow } from './dc09-store.ts';
import { hashUuid } from './hash-uuid.ts';

type Supervised = Pick<Dc09AccountRow, 'Account' | 'UserId'>;

/** A NULL or test message: the unit is supervised from now on; if its connection was lost, its return is logged. */
export async function recordCheckIn(ctx: ServerContext, account: Supervised): Promise<void> {
  const now = ctx.clock.now().toISOString();
  // Cleared only where it was set, so that of two instances hearing the unit at once one logs the return.
  const back = await ctx.db.updateTable('dc09_accounts').set({ ConnectionLost: 0, LastCheckInAt: now }).where('Account', '=', account.Account).where('ConnectionLost', '=', 1).executeTakeFirst();
  if (back.numUpdatedRows > 0n) await logOnPerson(ctx, account.UserId, `DC-09 ${account.Account}: connection to the alarm unit restored`);
  else await ctx.db.updateTable('dc09_accounts').set({ LastCheckInAt: now }).where('Account', '=', account.Account).execute();
}

/** Raises "Connection to the alarm unit lost" for each supervised account silent past its interval, once per silence. */
export async function checkSupervision(ctx: ServerContext): Promise<void> {
  const now = ctx.clock.now().getTime();
  const rows = await ctx.db
    .selectFrom('dc09_accounts')
    .select(['Account', 'UserId', 'SupervisionSeconds', 'LastCheckInAt'])
    .where('SupervisionSeconds', '>', 0)
    .where('ConnectionLost', '=', 0)
    .where('LastCheckInAt', 'is not', null)
    .execute();
  // One alarm per silence: its id names the account and the last check-in, so instances racing raise it once.
  for (const row of rows) {
    const last = row.LastCheckInAt!;
    if (Date.parse(last) + row.SupervisionSeconds * 1000 > now) continue;
    await ingestAlarm(ctx, { UserId: row.UserId, ...serverAlarmText('dc09.connectionLost'), Priority: 2, GlobalAlarmId: hashUuid(`dc09-silence:${row.Account}:${last}`) });
    await ctx.db.updateTable('dc09_accounts').set({ ConnectionLost: 1 }).where('Account', '=', row.Account).where('LastCheckInAt', '=', last).execute();
  }
}

/** Checks supervision every `intervalMs`, one check at a time; returns the stop function. */
export function startSupervision(ctx: ServerContext, intervalMs: number): () => void {
  let checking = false;
  const timer = setInterval(() => {
    if (checking) return;
    checking = true;
    checkSupervision(ctx)
      .catch((error: unknown) => ctx.log.warn({ err: error }, 'dc09: supervision check failed'))
      .finally(() => {
        checking = false;
      });
  }, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
