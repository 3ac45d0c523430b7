import { FLOOD_WINDOW_MS, isFlood } from '../../src/domain/flood.ts';
import type { ServerContext } from '../context.ts';
import { floodThreshold, groupsOf, raisedSince } from './flood-store.ts';
import { WaitingTally } from './waiting-tally.ts';

/** What was last pushed to each connected operator: `off`, or the figures of an ongoing flood. */
type Pushed = Map<number, string>;

/** The waiting counts are counted again from the database this often, in case a change never reached this instance. */
const RECOUNT_MS = 5 * 60_000;

/**
 * Pushes `flood` to the operators connected to this instance whose state changed: when a flood in their groups
 * starts or ends, and while it lasts when its figures change. An operator who connects hears the state once.
 * Every instance reads the same database, so all consoles agree.
 */
async function checkFlood(ctx: ServerContext, pushed: Pushed, tally: WaitingTally, windowMs: number): Promise<void> {
  const connected = ctx.hub.connectedRespondents();
  for (const respondentId of pushed.keys()) if (!connected.has(respondentId)) pushed.delete(respondentId);
  if (connected.size === 0) return;
  const since = new Date(ctx.clock.now().getTime() - windowMs).toISOString();
  const [threshold, raised, groups] = await Promise.all([floodThreshold(ctx.db), raisedSince(ctx.db, since), groupsOf(ctx.db, [...connected])]);
  for (const respondentId of connected) {
    let ratePerMinute = 0;
    let waiting = 0;
    for (const groupId of groups.get(respondentId) ?? []) {
      ratePerMinute += raised.get(groupId) ?? 0;
      waiting += tally.waiting(groupId);
    }
    const on = isFlood(ratePerMinute, threshold);
    const state = on ? `${ratePerMinute}/${waiting}` : 'off';
    if (pushed.get(respondentId) === state) continue;
    pushed.set(respondentId, state);
    // A one-time link session shows one alarm, never the list.
    ctx.hub.send([respondentId], { type: 'flood', on, ratePerMinute, waiting }, (c) => c.alarmId === null);
  }
}

/**
 * Checks the flood state every `intervalMs`, one check at a time, counting the alarms raised in the last `windowMs`;
 * returns the stop function. The waiting counts follow the alarm changes (WaitingTally), counted from the database at
 * the first check and every RECOUNT_MS.
 */
export function startFloodWatch(ctx: ServerContext, intervalMs: number, windowMs = FLOOD_WINDOW_MS): () => void {
  const pushed: Pushed = new Map();
  const tally = new WaitingTally();
  const note = tally.note.bind(tally);
  ctx.alarmChanges.add(note);
  let countedAt = Number.NEGATIVE_INFINITY;
  let checking = false;
  const check = async () => {
    if (performance.now() - countedAt >= RECOUNT_MS) {
      await tally.recount(ctx.db);
      countedAt = performance.now();
    }
    await checkFlood(ctx, pushed, tally, windowMs);
  };
  const timer = setInterval(() => {
    if (checking) return;
    checking = true;
    check()
      .catch((error: unknown) => ctx.log.warn({ err: error }, 'flood: check failed'))
      .finally(() => {
        checking = false;
      });
  }, intervalMs);
  timer.unref();
  return () => {
    clearInterval(timer);
    ctx.alarmChanges.delete(note);
  };
}
