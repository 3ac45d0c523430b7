import { endpoints } from '../../src/contract/index.ts';
import type { SessionRow } from '../../src/db/rows.ts';
import { REPORT_RETRY_MS } from '../../src/domain/constants.ts';
import { type ConsoleSettings, respondentRefreshMs } from '../../src/domain/settings.ts';
import { isValidAdmin } from '../../src/domain/token-schedule.ts';
import { catchUp, loadCalls, loadGroups, loadOpenAlarm } from './loaders.ts';
import { createPoller, type Poller } from './poller.ts';
import type { UserContext } from './user-context.ts';

/** Polling interval when ALARM_REFRESH_FAST is not set: the spec gives none, and never polling would miss alarms. */
const DEFAULT_ALARM_REFRESH_MS = 15_000;

/**
 * What the engine polls while the socket is closed (PUSH-04): alarms since the cursor, the open alarms and calls.
 * A simple login (one-time link) polls only its open alarm.
 */
export function createUserPoller({ ctx, session, settings }: { ctx: UserContext; session(): SessionRow; settings(): ConsoleSettings }): Poller {
  const fastMs = () => settings().ALARM_REFRESH_FAST ?? DEFAULT_ALARM_REFRESH_MS;
  const unlessSimple = (ms: number | undefined) => (session().simpleLogin ? undefined : ms);
  return createPoller(ctx.clock, [
    { name: 'alarms', intervalMs: () => unlessSimple(fastMs()), run: () => catchUp(ctx) },
    {
      name: 'openAlarms',
      intervalMs: fastMs,
      run: async () => {
        await Promise.all([...ctx.openAlarmIds()].map((id) => loadOpenAlarm(ctx, id)));
        return true;
      },
    },
    { name: 'calls', intervalMs: () => unlessSimple(fastMs()), run: async () => (await loadCalls(ctx), true) },
  ]);
}

/**
 * The spec's timers that run while online whether or not the socket is open (SESSION-34, PUSH-22): no push tells
 * of group changes, and the report is the admin's heartbeat. They live in the engine, so one browser runs them
 * once however many tabs are open.
 */
export function createUserTimers({ ctx, session, settings }: { ctx: UserContext; session(): SessionRow; settings(): ConsoleSettings }): Poller {
  return createPoller(ctx.clock, [
    {
      name: 'groups',
      intervalMs: () => (session().simpleLogin ? undefined : respondentRefreshMs(settings())),
      run: async () => (await loadGroups(ctx), true),
    },
    {
      name: 'report',
      intervalMs: () => (isValidAdmin(session().adminId) ? settings().REPORT : undefined),
      retryMs: REPORT_RETRY_MS,
      run: async () => (await ctx.http.send(endpoints.report)).ok,
    },
  ]);
}
