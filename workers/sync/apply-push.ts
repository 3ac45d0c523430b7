import { endpoints, type InboundPush, type LegacyPush, type PushMessage } from '../../src/contract/index.ts';
import { loggedInElsewhere } from '../../src/domain/access.ts';
import { reminderReloadsDetails } from '../../src/domain/alarm-sound.ts';
import { isOlderVersion } from '../../src/domain/alarm-version.ts';
import { parseSettings } from '../../src/domain/settings.ts';
import { FLOOD_KEY, type ListedAlarm, type StoredFlood } from '../../src/db/rows.ts';
import { alarmGone, catchUp, loadAlarmBasic, loadCalls, loadOpenAlarm, loadPositions, loadProfile, loadUser } from './loaders.ts';
import { loadUserNotes } from './notes.ts';
import type { UserContext } from './user-context.ts';

/** Session-ending pushes, handled by the engine (it owns logout). */
export type SessionEnd = 'LOGGED_IN_ON_OTHER_DEVICE' | 'ACCOUNT_REVOKED';

export interface PushHandlers {
  endSession(message: SessionEnd): void;
  /** The device token this browser registered with; null when not registered. */
  deviceToken(): string | null;
}

/**
 * Applies one push (core §4 "Push and polling"). Every branch puts what the push carries or re-reads from the server
 * and puts what it answers, so applying the same push twice leaves the same store.
 */
export async function applyPush(ctx: UserContext, push: InboundPush, handlers: PushHandlers): Promise<void> {
  switch (push.type) {
    case 'fullrefresh':
      await catchUp(ctx, { full: true });
      return;
    case 'update':
      if (!('alarmId' in push)) {
        await applyLegacyUpdate(ctx, push);
        return;
      }
      if (push.planningview) {
        await loadPlannedAlarm(ctx, push.alarmId);
        return;
      }
      await applyAlarmUpdate(ctx, push);
      return;
    case 'remove':
      alarmGone(ctx, push.alarmId);
      return;
    case 'userupdate':
      await applyUserUpdate(ctx, push.userId);
      return;
    case 'LOGGED_IN_ON_OTHER_DEVICE':
      // PUSH-14: our own registration echoed back is not "another device".
      if (loggedInElsewhere(push.devicetoken, handlers.deviceToken())) handlers.endSession('LOGGED_IN_ON_OTHER_DEVICE');
      return;
    case 'accountrevoked':
      handlers.endSession('ACCOUNT_REVOKED');
      return;
    case 'callupdate':
      await loadCalls(ctx);
      ctx.emit({ type: 'callUpdate', callSid: push.callSid ?? null });
      return;
    case 'reminder':
      await applyReminder(ctx, push);
      return;
    case 'flood': {
      const flood: StoredFlood = { on: push.on, ratePerMinute: push.ratePerMinute, waiting: push.waiting };
      await ctx.db.meta.put({ key: FLOOD_KEY, value: flood });
      return;
    }
    case 'ping':
      return;
  }
}

/** An alarm changed: the row the push carries, or the basics loaded again; the open alarm's details too. */
async function applyAlarmUpdate(ctx: UserContext, push: Extract<InboundPush, { type: 'update'; alarmId: number }>): Promise<void> {
  // The echo of this console's own write, whose answer is stored already: nothing new to load.
  let held: HeldAlarm = NOT_READ;
  if (push.lastUpdated) {
    await ctx.writesSettled(push.alarmId);
    held = await ctx.writer.current(push.alarmId);
    if (held?.LastUpdated === push.lastUpdated) return;
  }
  // The reference server sends the row as GET basic would answer it: store it without asking again.
  if (push.alarm?.AlarmId === push.alarmId) await putUnlessOlder(ctx, push.alarm, held);
  else await loadAlarmBasic(ctx, push.alarmId);
  if (ctx.openAlarmIds().has(push.alarmId)) await loadOpenAlarm(ctx, push.alarmId);
}

/** What the writer holds for an alarm, or NOT_READ before anyone asked (one IndexedDB read per push, not two). */
const NOT_READ = Symbol('not read');
type HeldAlarm = ListedAlarm | undefined | typeof NOT_READ;

/** Pushes of two changes may cross on the way: a carried row never replaces a newer one already held. */
async function putUnlessOlder(ctx: UserContext, alarm: ListedAlarm, read: HeldAlarm): Promise<void> {
  const held = read === NOT_READ ? await ctx.writer.current(alarm.AlarmId) : read;
  if (!isOlderVersion(alarm, held)) ctx.writer.put([alarm]);
}

/** The existing backend names the alarm by its global id only: the basics answer tells its alarm id. */
async function applyLegacyUpdate(ctx: UserContext, push: LegacyPush): Promise<void> {
  const alarm = await loadAlarmBasic(ctx, push.globalAlarmId);
  if (alarm && ctx.openAlarmIds().has(alarm.AlarmId)) await loadOpenAlarm(ctx, alarm.AlarmId);
}

async function applyUserUpdate(ctx: UserContext, userId: number): Promise<void> {
  const me = await ctx.db.me.get('me');
  if (me?.UserId === userId) await loadProfile(ctx);
  if (await ctx.db.userDetails.get(userId)) await loadUser(ctx, userId, null);
  if (await ctx.db.notes.get([userId, 0])) await loadUserNotes(ctx, userId, null, { refresh: true });
  // A located user's device answers later: its position arrives as a change of the user.
  if (await ctx.db.positions.get(userId)) await loadPositions(ctx, userId);
}

/** PLAN-28/30: the tabs play the sound; an unknown alarm, or ENABLE_FETCH_ON_REMINDER, reloads its details. */
async function applyReminder(ctx: UserContext, push: Extract<PushMessage, { type: 'reminder' }>): Promise<void> {
  ctx.emit({ type: 'reminder', alarmId: push.alarmId, globalAlarmId: push.globalAlarmId, message: push.message ?? null });
  const known = (await ctx.db.alarms.get(push.alarmId)) !== undefined;
  const settings = parseSettings(await ctx.db.settings.toArray());
  if (!reminderReloadsDetails(known, settings.ENABLE_FETCH_ON_REMINDER)) return;
  await loadAlarmBasic(ctx, push.alarmId);
  await loadOpenAlarm(ctx, push.alarmId);
}

/** Planning view (calls §4): a planned alarm reloaded by id is removed locally when no longer Active. */
async function loadPlannedAlarm(ctx: UserContext, alarmId: number): Promise<void> {
  const result = await ctx.http.send(endpoints.plannedAlarm, { params: { alarm_id: alarmId } });
  if (result.ok && result.value.Active) await ctx.db.plannedAlarms.put(result.value);
  else if (result.ok || result.status === 404) await ctx.db.plannedAlarms.delete(alarmId);
}
