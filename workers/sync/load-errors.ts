import { detailsLoadError, listLoadError } from '../../src/domain/http-errors.ts';
import type { HttpResult } from './http.ts';
import type { UserContext } from './user-context.ts';

type Failure = Extract<HttpResult<unknown>, { ok: false }>;

/**
 * Where a failed load goes (core §8, calls §8): blocked requests are ignored; with data already shown a sync error
 * is listed; with nothing to show, the failure is stored under meta `loadError:<what>` for the view to show in
 * place of the data (cleared by the next successful load).
 */
export async function reportListLoadError(ctx: UserContext, what: string, failure: Failure, hasData: boolean): Promise<void> {
  const result = listLoadError({ status: failure.status, statusText: failure.statusText, blocked: failure.blocked, hasData });
  await report(ctx, what, result);
}

export async function reportDetailsLoadError(ctx: UserContext, what: string, failure: Failure, hasDetails: boolean): Promise<void> {
  const result = detailsLoadError({ status: failure.status, body: failure.body, blocked: failure.blocked, hasDetails });
  await report(ctx, what, result);
}

export async function clearLoadError(ctx: UserContext, what: string): Promise<void> {
  await ctx.db.meta.delete(`loadError:${what}`);
}

async function report(
  ctx: UserContext,
  what: string,
  result: ReturnType<typeof listLoadError>,
): Promise<void> {
  if (result.kind === 'ignored') return;
  if (result.kind === 'syncError') {
    await ctx.recordSyncError({ code: what, message: result.message, status: result.status });
    return;
  }
  await ctx.db.meta.put({ key: `loadError:${what}`, value: { status: result.status, message: result.message } });
}
