import type { ServerContext } from '../context.ts';
import { toAlarm } from '../alarms/alarm-view.ts';
import { findAlarms, type AlarmRecord } from '../alarms/alarm-queries.ts';
import type { AlarmChange, ClusterEvent } from './cluster-event.ts';
import type { ConnectionInfo } from './hub.ts';
import type { PushBody } from './push-frame.ts';
import { answerPushCheck, type RunOfCheck } from './push-check.ts';

type UpdateBody = Extract<PushBody, { type: 'update' }>;

/** A viewer id no respondent has: the row as every operator but the alarm's respondent sees it. */
const NO_VIEWER = 0;

/** The change of a stored alarm row as it is after the commit; `extra` adds the group move or significance. */
export function changeOf(after: AlarmRecord, extra: Pick<AlarmChange, 'previousGroupId' | 'significant'> = {}): AlarmChange {
  return {
    AlarmId: after.AlarmId,
    GlobalAlarmId: after.GlobalAlarmId,
    Active: after.Active === 1,
    RespondentGroupId: after.RespondentGroupId,
    ...extra,
    UserId: after.UserId,
    RespondentId: after.RespondentId,
    planning: after.PlannedTime !== null,
    listed: after.RaisedAt !== null,
    lastUpdated: after.LastUpdated,
  };
}

/**
 * The members of each group, read once per alarm change whoever is connected: the query keeps one shape (its
 * prepared statement is reused) and the hub skips members without a socket.
 */
async function membersOf(ctx: ServerContext, groupIds: number[]): Promise<Map<number, Set<number>>> {
  const byGroup = new Map<number, Set<number>>(groupIds.map((g) => [g, new Set<number>()]));
  if (ctx.hub.openSockets() === 0) return byGroup;
  const rows = await ctx.db.selectFrom('group_members').select(['RespondentId', 'RespondentGroupId']).where('RespondentGroupId', 'in', groupIds).execute();
  for (const row of rows) byGroup.get(row.RespondentGroupId)?.add(row.RespondentId);
  return byGroup;
}

/**
 * Fans an alarm change out to this instance's sockets of the respondents who may see it. A planning-view update only
 * refreshes the planning view (core §4), so a planned alarm that is in the alarm list gets both updates.
 * Respondents who could see it before but no longer can get a `remove`.
 */
async function deliverAlarmChange(ctx: ServerContext, change: AlarmChange, row: AlarmRecord | undefined): Promise<void> {
  const groups = change.previousGroupId === undefined ? [change.RespondentGroupId] : [change.RespondentGroupId, change.previousGroupId];
  const members = await membersOf(ctx, groups);
  const now = members.get(change.RespondentGroupId) ?? new Set<number>();
  const ref = { globalAlarmId: change.GlobalAlarmId, alarmId: change.AlarmId };
  const forThisAlarm = (c: ConnectionInfo) => c.alarmId === null || (c.alarmId === change.AlarmId && c.linkUserId === change.UserId);
  const update: UpdateBody = {
    type: 'update',
    ...ref,
    active: change.Active,
    userId: change.UserId,
    respondentid: change.RespondentId,
    ...(change.significant ? { significant: true } : {}),
    ...(change.lastUpdated ? { lastUpdated: change.lastUpdated } : {}),
  };
  if (change.listed && now.size > 0) await sendListUpdate(ctx, change, row, now, update, forThisAlarm);
  if (change.planning) ctx.hub.send(now, { ...update, planningview: true }, forThisAlarm);
  // A link's alarm moved to another user: the link loses it (its data is that user's, never the link's).
  ctx.hub.send(now, { type: 'remove', ...ref }, (c) => c.alarmId === change.AlarmId && c.linkUserId !== change.UserId);
  if (change.previousGroupId !== undefined) {
    const before = [...(members.get(change.previousGroupId) ?? [])].filter((id) => !now.has(id));
    ctx.hub.send(before, { type: 'remove', ...ref }, forThisAlarm);
  }
}

/**
 * The list update carries the alarm's list row as `GET api/alarms?since` answers each recipient, so no console asks
 * for it again (one read here instead of one request per operator). It carries no log: an alarm's log grows without
 * bound (every camera view, note and call adds a line) and would go to every member of the group with every change;
 * a console that has the alarm open reloads its details, log included (security #NM4). The row differs only for the
 * alarm's respondent (RespondentOwn, State): two variants, each serialised once. The row is the one the change's
 * own transaction read (`row`) or, for another instance's change, read after the commit: the newest row.
 */
async function sendListUpdate(ctx: ServerContext, change: AlarmChange, row: AlarmRecord | undefined, recipients: Set<number>, update: UpdateBody, accept: (c: ConnectionInfo) => boolean): Promise<void> {
  const record = row ?? (await findAlarms(ctx.db, { alarmIds: [change.AlarmId] }))[0];
  if (!record) return ctx.hub.send(recipients, update, accept);
  const respondent = record.RespondentId;
  const others = respondent === null ? recipients : [...recipients].filter((id) => id !== respondent);
  ctx.hub.send(others, { ...update, alarm: toAlarm(record, NO_VIEWER) }, accept);
  if (respondent !== null && recipients.has(respondent)) ctx.hub.send([respondent], { ...update, alarm: toAlarm(record, respondent) }, accept);
}

/**
 * Turns an event, this instance's or another's, into pushes for the sockets this instance holds. `row`: the alarm
 * row this instance's change committed (another instance's change is read again here).
 */
export async function deliver(ctx: ServerContext, event: ClusterEvent, row?: AlarmRecord): Promise<void> {
  const started = performance.now();
  try {
    await deliverNow(ctx, event, row);
  } finally {
    ctx.metrics.fanouts += 1;
    ctx.metrics.fanoutMs += performance.now() - started;
  }
}

async function deliverNow(ctx: ServerContext, event: ClusterEvent, row: AlarmRecord | undefined): Promise<void> {
  switch (event.type) {
    case 'alarm':
      for (const listener of ctx.alarmChanges) listener(event.change);
      return deliverAlarmChange(ctx, event.change, row);
    case 'respondent': {
      // Account-level news (calls, devices, groups) names no alarm: a one-time link socket (a guest) never hears it.
      const { exceptDevice } = event;
      return ctx.hub.send([event.respondentId], event.body, (c) => c.alarmId === null && (exceptDevice === undefined || c.deviceToken !== exceptDevice));
    }
    case 'user': {
      const alarmsOfUser = new Set((await ctx.db.selectFrom('alarms').select('AlarmId').where('UserId', '=', event.userId).execute()).map((a) => a.AlarmId));
      return ctx.hub.send(ctx.hub.connectedRespondents(), { type: 'userupdate', userId: event.userId }, (c) => c.alarmId === null || alarmsOfUser.has(c.alarmId));
    }
    case 'reminder':
      return ctx.hub.send(event.audience, event.body, (c) => c.alarmId === null || c.alarmId === event.alarmId);
    case 'closeToken':
      return ctx.hub.closeToken(event.tokenHash, event.code, event.reason);
    case 'sessionsEnded':
      for (const listener of ctx.sessionEnds) listener(event.familyIds);
      return;
    case 'systemTestPush':
      return answerPushCheck(ctx, event.run);
  }
}

/**
 * After a commit: this instance's sockets hear it at once, the other instances' through the cluster bus. A bus
 * that fails is logged, not thrown: the write is done, and the other instances' consoles catch up when their
 * socket reconnects.
 */
async function publish(ctx: ServerContext, event: ClusterEvent, row?: AlarmRecord): Promise<void> {
  await deliver(ctx, event, row);
  await ctx.bus.announce(event).catch((error: unknown) => ctx.log.error({ err: error, event: event.type }, 'cluster bus: announce failed'));
}

/**
 * Every path that creates or changes an alarm ends here (after the commit); `row`, the row as the change's
 * transaction read it, spares reading it again for the list update.
 */
export function publishAlarmChange(ctx: ServerContext, change: AlarmChange, row?: AlarmRecord): Promise<void> {
  return publish(ctx, { type: 'alarm', change }, row);
}

/** A push for every full-session socket of one operator, wherever it is connected; `exceptDevice` skips the device that caused it. */
export function publishToRespondent(ctx: ServerContext, respondentId: number, body: PushBody, exceptDevice?: string): Promise<void> {
  return publish(ctx, { type: 'respondent', respondentId, body, ...(exceptDevice === undefined ? {} : { exceptDevice }) });
}

/** Asks every instance, this one included, whether it holds a push socket of the operator (the system test). */
export function publishSystemTestPush(ctx: ServerContext, run: RunOfCheck): Promise<void> {
  return publish(ctx, { type: 'systemTestPush', run });
}

/** Tells every operator's console that a user changed; a one-time link socket only hears about its alarm's user. */
export function publishUserChange(ctx: ServerContext, userId: number): Promise<void> {
  return publish(ctx, { type: 'user', userId });
}

/** A due reminder for its audience; a one-time link socket hears only its own alarm's. */
export function publishReminder(ctx: ServerContext, audience: number[], alarmId: number, body: PushBody): Promise<void> {
  return publish(ctx, { type: 'reminder', audience, alarmId, body });
}

/** Closes the sockets opened with a token on every instance (logout, revocation). */
/** Logins that ended, wherever their softphones are connected. */
export function publishSessionsEnded(ctx: ServerContext, familyIds: string[]): Promise<void> {
  return publish(ctx, { type: 'sessionsEnded', familyIds });
}

export function publishTokenClosed(ctx: ServerContext, tokenHash: string, code: number, reason: string): Promise<void> {
  return publish(ctx, { type: 'closeToken', tokenHash, code, reason });
}
