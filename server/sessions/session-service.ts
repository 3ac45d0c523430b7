import type { Me, Permissions, RegisterPayload, Respondent, RespondentGroup, Setting } from '../../src/contract/index.ts';
import type { ServerContext } from '../context.ts';
import { publishToRespondent } from '../push/notify.ts';
import { currentSeq, groupIdsOf } from '../alarms/alarm-queries.ts';
import { randomToken } from '../services/crypto.ts';
import { forbidden, invalid, notFound } from '../services/errors.ts';
import { assertFullSession, type Principal } from '../services/principal.ts';
import { writeTransaction } from '../storage/transactions.ts';
import type { Trx } from '../storage/database.ts';

export async function me(ctx: ServerContext, principal: Principal): Promise<Me> {
  const r = await ctx.db.selectFrom('respondents').selectAll().where('RespondentId', '=', principal.respondentId).executeTakeFirstOrThrow();
  return {
    Username: r.Username,
    Initials: r.Initials,
    Language: r.Language,
    UserId: r.RespondentId,
    Name: r.Name,
    RemoteId: r.RemoteId,
    IdentityId: r.IdentityId,
    RespondentId: r.RespondentId,
    RcDisplayName: 'Demo Alarm Centre',
    RcName: 'demo-arc',
  };
}

/** Device rows an operator keeps; registering more deletes his oldest inactive ones (security #M2). */
export const MAX_DEVICES_PER_OPERATOR = 20;

async function dropSurplusDevices(trx: Trx, respondentId: number): Promise<void> {
  const surplus = await trx
    .selectFrom('devices')
    .select('DeviceToken')
    .where('RespondentId', '=', respondentId)
    .orderBy('Active', 'desc')
    .orderBy('LastReportAt', 'desc')
    .orderBy('CreatedAt', 'desc')
    .offset(MAX_DEVICES_PER_OPERATOR)
    .limit(1000)
    .execute();
  const inactive = surplus.map((row) => row.DeviceToken);
  if (inactive.length) await trx.deleteFrom('devices').where('DeviceToken', 'in', inactive).where('Active', '=', 0).execute();
}

/**
 * POST api/me/register. The device token is kept when the client sends one, else created. Every other device of
 * the same operator is told over its socket that the operator logged in elsewhere.
 */
export async function registerDevice(ctx: ServerContext, principal: Principal, payload: RegisterPayload): Promise<{ devicetoken: string }> {
  const deviceToken = payload.devicetoken?.trim() || randomToken(18);
  // A one-time link session is a guest of the operator's account: its console gets a token for its socket, but
  // nothing of the operator's devices (his phone in the staff directory, his other devices) changes.
  if (principal.simpleLogin) return { devicetoken: deviceToken };
  const now = ctx.clock.now().toISOString();
  const owner = await ctx.db.selectFrom('devices').select('RespondentId').where('DeviceToken', '=', deviceToken).executeTakeFirst();
  if (owner && owner.RespondentId !== principal.respondentId) throw invalid('devicetoken', 'This device token belongs to another operator');
  await writeTransaction(ctx.db, async (trx) => {
    await trx.updateTable('devices').set({ Active: 0 }).where('RespondentId', '=', principal.respondentId).where('DeviceToken', '!=', deviceToken).execute();
    const values = { RespondentId: principal.respondentId, Type: payload.type, Telephone: (payload.telephone ?? '').slice(0, 30), UsingTwilio: payload.UsingTwilio ? 1 : 0, Active: 1, LastReportAt: now };
    if (owner) await trx.updateTable('devices').set(values).where('DeviceToken', '=', deviceToken).execute();
    else await trx.insertInto('devices').values({ ...values, DeviceToken: deviceToken, CreatedAt: now }).execute();
    await dropSurplusDevices(trx, principal.respondentId);
  });
  await publishToRespondent(ctx, principal.respondentId, { type: 'LOGGED_IN_ON_OTHER_DEVICE', devicetoken: deviceToken }, deviceToken);
  return { devicetoken: deviceToken };
}

/** POST api/me/unregister: the operator's devices go inactive; a one-time link (which registered none) changes nothing. */
export async function unregisterDevices(ctx: ServerContext, principal: Principal): Promise<void> {
  if (principal.simpleLogin) return;
  await ctx.db.updateTable('devices').set({ Active: 0 }).where('RespondentId', '=', principal.respondentId).execute();
}

/** POST api/me/report: the operator's active devices are alive; a one-time link's report is not the operator's. */
export async function report(ctx: ServerContext, principal: Principal): Promise<void> {
  if (principal.simpleLogin) return;
  await ctx.db.updateTable('devices').set({ LastReportAt: ctx.clock.now().toISOString() }).where('RespondentId', '=', principal.respondentId).where('Active', '=', 1).execute();
}

/**
 * The respondent groups a caller may see: those the operator may join (respondent_group_access); for a one-time link
 * session only its alarm's group.
 */
async function allowedGroupIds(ctx: ServerContext, principal: Principal): Promise<number[]> {
  if (principal.simpleLogin) {
    const alarm = principal.alarmId === null ? undefined : await ctx.db.selectFrom('alarms').select('RespondentGroupId').where('AlarmId', '=', principal.alarmId).executeTakeFirst();
    return alarm ? [alarm.RespondentGroupId] : [];
  }
  const rows = await ctx.db.selectFrom('respondent_group_access').select('RespondentGroupId').where('RespondentId', '=', principal.respondentId).execute();
  return rows.map((r) => r.RespondentGroupId);
}

export async function respondentGroups(ctx: ServerContext, principal: Principal): Promise<RespondentGroup[]> {
  const mine = new Set(await groupIdsOf(ctx.db, principal.respondentId));
  const allowed = await allowedGroupIds(ctx, principal);
  const groups = await ctx.db.selectFrom('respondent_groups').selectAll().where('RespondentGroupId', 'in', allowed.length ? allowed : [-1]).orderBy('RespondentGroupId').execute();
  return groups.map((g) => ({ RespondentGroupId: g.RespondentGroupId, Description: g.Description, Forced: g.Forced === 1, Selected: mine.has(g.RespondentGroupId) || g.Forced === 1, UsingPlanningView: g.UsingPlanningView === 1 }));
}

/**
 * POST api/me/respondentgroups: the groups to be in, among those the operator may join (403 otherwise); forced
 * groups he may join cannot be left. Alarms are refreshed.
 */
export async function setRespondentGroups(ctx: ServerContext, principal: Principal, groupIds: number[]): Promise<void> {
  // A link session sees one alarm; the operator's group choice belongs to his full sessions.
  assertFullSession(principal);
  const groups = await ctx.db.selectFrom('respondent_groups').selectAll().execute();
  const known = new Set(groups.map((g) => g.RespondentGroupId));
  const unknown = groupIds.filter((id) => !known.has(id));
  if (unknown.length) throw invalid('groups_ids', `Unknown respondent group ${unknown.join(', ')}`);
  const allowed = new Set(await allowedGroupIds(ctx, principal));
  const refused = groupIds.filter((id) => !allowed.has(id));
  if (refused.length) throw forbidden(`Not allowed to join respondent group ${refused.join(', ')}`);
  const wanted = new Set(groupIds);
  const forcedLeft = groups.filter((g) => g.Forced === 1 && allowed.has(g.RespondentGroupId) && !wanted.has(g.RespondentGroupId));
  if (forcedLeft.length) throw invalid('groups_ids', `A forced group cannot be left: ${forcedLeft.map((g) => g.Description).join(', ')}`);
  await writeTransaction(ctx.db, async (trx) => {
    await trx.deleteFrom('group_members').where('RespondentId', '=', principal.respondentId).execute();
    if (wanted.size) await trx.insertInto('group_members').values([...wanted].map((id) => ({ RespondentId: principal.respondentId, RespondentGroupId: id }))).execute();
    // Catch-up cursors from before this change no longer describe what the operator sees.
    await trx.updateTable('respondents').set({ GroupsChangedSeq: await currentSeq(trx) }).where('RespondentId', '=', principal.respondentId).execute();
  });
  await publishToRespondent(ctx, principal.respondentId, { type: 'fullrefresh' });
}

async function respondentsWhere(ctx: ServerContext, groupIds: number[]): Promise<Respondent[]> {
  const rows = await ctx.db
    .selectFrom('respondents')
    .innerJoin('group_members as m', 'm.RespondentId', 'respondents.RespondentId')
    .select(['respondents.RespondentId', 'Name', 'Initials', 'Telephone', 'TwilioUserName'])
    .distinct()
    .where('m.RespondentGroupId', 'in', groupIds.length ? groupIds : [-1])
    .orderBy('Name')
    .execute();
  const devices = await ctx.db.selectFrom('devices').select(['RespondentId', 'Telephone']).where('Active', '=', 1).execute();
  const loggedIn = new Map(devices.map((d) => [d.RespondentId, d.Telephone]));
  const connected = ctx.hub.connectedRespondents();
  return rows.map((r) => ({
    RespondentId: r.RespondentId,
    Name: r.Name,
    Initials: r.Initials,
    LoggedIn: loggedIn.has(r.RespondentId),
    Active: connected.has(r.RespondentId),
    Telephone: loggedIn.get(r.RespondentId) || r.Telephone,
    TwilioUserName: r.TwilioUserName,
  }));
}

/** GET api/respondentgroups/{id}: the members of a group the operator may join (the staff directory: no link sessions). */
export async function groupRespondents(ctx: ServerContext, principal: Principal, groupId: number): Promise<Respondent[]> {
  assertFullSession(principal);
  if (!(await allowedGroupIds(ctx, principal)).includes(groupId)) throw notFound('Respondent group');
  return respondentsWhere(ctx, [groupId]);
}

/** GET api/respondents: everyone sharing a group with the caller (the staff directory: no link sessions). */
export async function respondents(ctx: ServerContext, principal: Principal): Promise<Respondent[]> {
  assertFullSession(principal);
  return respondentsWhere(ctx, await groupIdsOf(ctx.db, principal.respondentId));
}

/** The setting the console reads its frame allowlist from; it follows the server's option, not the database. */
const FRAME_ORIGINS_SETTING = 'ExternalFrameOrigins';

/** GET api/settings; READONLY reflects the caller's own read-only mode; ExternalFrameOrigins the CSP's frame-src. */
export async function settings(ctx: ServerContext, principal: Principal): Promise<Setting[]> {
  const rows = await ctx.db.selectFrom('settings').selectAll().where('Key', '!=', FRAME_ORIGINS_SETTING).orderBy('Key').execute();
  return [
    ...rows.map((r) => ({ key: r.Key, defaultvalue: r.Key === 'READONLY' && principal.readOnly ? 'True' : r.Value })),
    { key: FRAME_ORIGINS_SETTING, defaultvalue: ctx.options.frameOrigins.join(',') },
  ];
}

export function actions(principal: Principal): Permissions {
  return { Actions: principal.permissions };
}

// A Map, not an object: a set named like an Object.prototype member (`__proto__`, `constructor`) is just unknown.
const DEFAULT_ABSENCE_REASONS = ['Hospital', 'Short-term care', 'Travel', 'Visiting relatives', 'Other'];
const ABSENCE_REASONS = new Map<string, string[]>([['default', DEFAULT_ABSENCE_REASONS]]);

export function absenceReasons(set: string): { Attributes: { Name: string; Id: number }[] } {
  const names = ABSENCE_REASONS.get(set.toLowerCase()) ?? DEFAULT_ABSENCE_REASONS;
  return { Attributes: names.map((Name, i) => ({ Name, Id: i + 1 })) };
}
