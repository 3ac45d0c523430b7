import { endpoints } from '../../src/contract/index.ts';
import { ABSENCE_REASONS_KEY, type ListedAlarm, type StoredAbsenceReasons } from '../../src/db/rows.ts';
import { alarmIdsToDrop } from '../../src/domain/alarm-merge.ts';
import { listedAlarmOf } from '../../src/domain/listed-alarm.ts';
import { parseSettings } from '../../src/domain/settings.ts';
import { loadAttachments } from './attachments.ts';
import { loadPerson } from './person-loader.ts';
import { loadUserNotes, openAlarmOf } from './notes.ts';
import { clearLoadError, reportDetailsLoadError, reportListLoadError } from './load-errors.ts';
import { loadServerTemplate } from './server-template.ts';
import type { UserContext } from './user-context.ts';

/**
 * Loads from the server into IndexedDB. Each is idempotent (a put of what the server says now), so a push applied
 * twice or a poll racing a push changes nothing.
 */

export const CURSOR_KEY = 'cursor';

/** Catch-up (and the alarm poll): one GET /api/alarms?since=<cursor>; `full` (or no cursor) reloads the list. */
export async function catchUp(ctx: UserContext, options: { full?: boolean } = {}): Promise<boolean> {
  const cursor = options.full ? undefined : ((await ctx.db.meta.get(CURSOR_KEY))?.value as string | undefined);
  const result = await ctx.http.send(endpoints.alarmsSince, { query: { since: cursor ?? '0' } });
  if (!result.ok) {
    await reportListLoadError(ctx, 'alarms', result, (await ctx.db.alarms.count()) > 0);
    return false;
  }
  const delta = result.value;
  if (delta.full) {
    const local = await ctx.db.alarms.toArray();
    ctx.writer.remove(alarmIdsToDrop(local, delta.alarms, ctx.clock.now()));
  }
  ctx.writer.put(delta.alarms);
  const removed = delta.removed.map((ref) => ref.AlarmId);
  ctx.writer.remove(removed);
  for (const alarmId of removed) if (ctx.openAlarmIds().has(alarmId)) ctx.emit({ type: 'alarmTransferred', alarmId });
  await ctx.writer.flushed();
  await ctx.db.meta.bulkPut([
    { key: CURSOR_KEY, value: delta.cursor },
    { key: 'lastSyncAt', value: ctx.clock.now() },
  ]);
  await clearLoadError(ctx, 'alarms');
  return true;
}

/** The alarm moved away or was removed: drop it and tell the tabs that have it open (PUSH-13, PUSH-18). */
export function alarmGone(ctx: UserContext, alarmId: number): void {
  ctx.writer.remove([alarmId]);
  if (ctx.openAlarmIds().has(alarmId)) ctx.emit({ type: 'alarmTransferred', alarmId });
}

/** PUSH-10: the basics of one alarm. */
export async function loadAlarmBasic(ctx: UserContext, alarmRef: number | string): Promise<ListedAlarm | null> {
  const result = await ctx.http.send(endpoints.alarmBasic, { params: { alarm_id: alarmRef } });
  if (result.ok) {
    const row = listedAlarmOf(result.value);
    ctx.writer.put([row]);
    return row;
  }
  if (result.status === 404 && typeof alarmRef === 'number') alarmGone(ctx, alarmRef);
  else if (!result.blocked && result.status !== 0) await reportListLoadError(ctx, 'alarm', result, true);
  return null;
}

/** PUSH-11, PUSH-08: details, history, user details and attachments of an open alarm. */
export async function loadOpenAlarm(ctx: UserContext, alarmId: number): Promise<void> {
  const hadDetails = (await ctx.db.alarmDetails.get(alarmId)) !== undefined;
  const details = await ctx.http.send(endpoints.alarm, { params: { alarm_id: alarmId } });
  if (!details.ok) {
    if (details.status === 404) alarmGone(ctx, alarmId);
    else await reportDetailsLoadError(ctx, 'details', details, hadDetails);
    return;
  }
  await ctx.db.alarmDetails.put(details.value);
  ctx.writer.put([listedAlarmOf(details.value)]);
  await clearLoadError(ctx, 'details');
  const userId = details.value.UserId;
  await Promise.all([loadAttachments(ctx, alarmId), userId ? loadUser(ctx, userId, alarmId) : undefined, loadServerTemplate(ctx, details.value.Template)]);
  await loadPerson(ctx, details.value);
}

/**
 * User details, and the user's alarm history outside simple login (ROLE-07). Asked in the context of the alarm it
 * is shown for (a reload after a user push: an open alarm of his), whose group decides the medical fields.
 */
export async function loadUser(ctx: UserContext, userId: number, alarmId: number | null): Promise<void> {
  const context = alarmId ?? (await openAlarmOf(ctx, userId));
  const query = context ? { alarmid: context } : {};
  const hadUser = (await ctx.db.userDetails.get(userId)) !== undefined;
  const user = await ctx.http.send(endpoints.user, { params: { user_id: userId }, query });
  if (user.ok) await ctx.db.userDetails.put(user.value);
  else await reportListLoadError(ctx, 'user', user, hadUser);
  await Promise.all([loadAbsences(ctx, userId, alarmId), loadPositions(ctx, userId), loadUserNotes(ctx, userId, context)]);
  if (ctx.session().simpleLogin) return;
  const hadHistory = (await ctx.db.history.get(userId)) !== undefined;
  const history = await ctx.http.send(endpoints.userHistory, { params: { user_id: userId }, query });
  if (history.ok) await ctx.db.history.put({ UserId: userId, items: history.value });
  else await reportListLoadError(ctx, 'history', history, hadHistory);
}

/**
 * The user's absence calendar (DETAIL-03, ABS-02). A backend without absences answers 404: nothing to show, no
 * error to list.
 */
export async function loadAbsences(ctx: UserContext, userId: number, alarmId: number | null): Promise<void> {
  const had = (await ctx.db.absences.get(userId)) !== undefined;
  const result = await ctx.http.send(endpoints.absenceCalendar, { params: { user_id: userId }, query: alarmId ? { alarmid: alarmId } : {} });
  if (result.ok) {
    await ctx.db.absences.put({ UserId: userId, calendar: result.value });
    await clearLoadError(ctx, 'absences');
  } else if (result.status !== 404) await reportListLoadError(ctx, 'absences', result, had);
}

/** The user's known positions, newest first (Latest Known Position, WIDGET-16). */
export async function loadPositions(ctx: UserContext, userId: number): Promise<void> {
  const had = (await ctx.db.positions.get(userId)) !== undefined;
  const result = await ctx.http.send(endpoints.userPositions, { params: { user_id: userId }, query: {} });
  if (result.ok) await ctx.db.positions.put({ UserId: userId, items: result.value });
  else if (result.status !== 404) await reportListLoadError(ctx, 'positions', result, had);
}

/** The absence-reason dataset, loaded only while USER_ABSENCES is on (nothing else asks for it). */
export async function loadAbsenceReasons(ctx: UserContext): Promise<void> {
  const settings = parseSettings(await ctx.db.settings.toArray());
  if (!settings.USER_ABSENCES) return;
  const set = settings.USER_ABSENCES_SET;
  const result = await ctx.http.send(endpoints.absenceReasons, { params: { set } });
  if (!result.ok) {
    await reportListLoadError(ctx, 'absenceReasons', result, (await ctx.db.meta.get(ABSENCE_REASONS_KEY)) !== undefined);
    return;
  }
  const value: StoredAbsenceReasons = { set, names: result.value.Attributes.map((attribute) => attribute.Name) };
  await ctx.db.meta.put({ key: ABSENCE_REASONS_KEY, value });
}

export async function loadCalls(ctx: UserContext): Promise<void> {
  const result = await ctx.http.send(endpoints.activeCalls);
  if (!result.ok) {
    await reportListLoadError(ctx, 'calls', result, (await ctx.db.calls.count()) > 0);
    return;
  }
  await ctx.db.transaction('rw', ctx.db.calls, async () => {
    await ctx.db.calls.clear();
    await ctx.db.calls.bulkPut(result.value);
  });
  await clearLoadError(ctx, 'calls');
}

export async function loadGroups(ctx: UserContext): Promise<void> {
  const result = await ctx.http.send(endpoints.respondentGroups);
  if (!result.ok) {
    await reportListLoadError(ctx, 'groups', result, (await ctx.db.groups.count()) > 0);
    return;
  }
  await ctx.db.transaction('rw', ctx.db.groups, async () => {
    await ctx.db.groups.clear();
    await ctx.db.groups.bulkPut(result.value);
  });
}

/** One group's respondents (API-13, GROUP-06..08), while a tab shows the group. */
export async function loadGroupRespondents(ctx: UserContext, groupId: number): Promise<void> {
  const result = await ctx.http.send(endpoints.respondentGroup, { params: { respondent_group_id: groupId } });
  if (result.ok) await ctx.db.respondents.put({ groupKey: groupId, items: result.value });
  else await reportListLoadError(ctx, 'respondents', result, (await ctx.db.respondents.get(groupId)) !== undefined);
}

/** Me, settings and permissions: after login and whenever the server says the user changed. */
export async function loadProfile(ctx: UserContext): Promise<boolean> {
  const [me, settings, actions] = await Promise.all([
    ctx.http.send(endpoints.me),
    ctx.http.send(endpoints.settings),
    ctx.http.send(endpoints.actions),
  ]);
  if (me.ok) await ctx.db.me.put(me.value, 'me');
  if (settings.ok) {
    await ctx.db.transaction('rw', ctx.db.settings, async () => {
      await ctx.db.settings.clear();
      await ctx.db.settings.bulkPut(settings.value);
    });
  }
  if (actions.ok) await ctx.db.permissions.put(actions.value, 'actions');
  if (settings.ok) await loadAbsenceReasons(ctx);
  return me.ok && settings.ok;
}
