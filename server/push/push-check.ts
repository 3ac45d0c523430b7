import type { ServerContext } from '../context.ts';

/** Which system-test run a check belongs to, and who started it. */
export interface RunOfCheck {
  respondentId: number;
  startedAt: string;
  checkIndex: number;
}

/** The system test's push check, on every instance: one that holds a push socket of the operator marks the row passed. */
export async function answerPushCheck(ctx: ServerContext, run: RunOfCheck): Promise<void> {
  if (!ctx.hub.connectedRespondents().has(run.respondentId)) return;
  await ctx.db.updateTable('system_test_results').set({ Successful: 1 }).where('CheckIndex', '=', run.checkIndex).where('StartedAt', '=', run.startedAt).execute();
}
