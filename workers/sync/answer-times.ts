import { endpoints } from '../../src/contract/index.ts';
import { ANSWER_REPORT_KEY, SHIFT_SHARE_KEY } from '../../src/db/rows.ts';
import { clearLoadError, reportListLoadError } from './load-errors.ts';
import type { UserContext } from './user-context.ts';

type Figures = typeof endpoints.shiftShare | typeof endpoints.answerReport;

async function loadInto(ctx: UserContext, endpoint: Figures, key: string): Promise<void> {
  const result = await ctx.http.send(endpoint);
  if (!result.ok) {
    await reportListLoadError(ctx, key, result, (await ctx.db.meta.get(key)) !== undefined);
    return;
  }
  await ctx.db.meta.put({ key, value: result.value });
  await clearLoadError(ctx, key);
}

/** The header's share of alarms taken within the target in the current shift (meta `shiftShare`). */
export const loadShiftShare = (ctx: UserContext) => loadInto(ctx, endpoints.shiftShare, SHIFT_SHARE_KEY);

/** The supervisor report: the last 24 hours and the slowest alarms (meta `answerReport`). */
export const loadAnswerReport = (ctx: UserContext) => loadInto(ctx, endpoints.answerReport, ANSWER_REPORT_KEY);
