import type { Selectable } from 'kysely';
import { NOTE_TYPE, type AbsenceCalendar, type AbsenceCreate, type AlarmHistoryItem, type AlarmRef, type Absence, type LinkedContact, type Note, type ObjectSearchResult, type Position, type UserDetails } from '../../src/contract/index.ts';
import type { ServerContext } from '../context.ts';
import { alarmLogs, findAlarms } from '../storage/alarm-queries.ts';
import type { AbsenceTable, MonitoredUserTable } from '../storage/schema.ts';
import { visibilityFilter, visibleAlarm } from './alarm-access.ts';
import { toLog } from './alarm-view.ts';
import { ServiceError, invalid, notFound } from './errors.ts';
import { MEDICAL_FIELDS, assertMedicalAllowed, medicalAllowed } from './medical-access.ts';
import { assertCanWrite, assertFullSession, assertPermission, type Principal } from './principal.ts';

type UserRow = Selectable<MonitoredUserTable>;

/** Whether one of the operator's respondent groups has an alarm of the user. */
async function userInMyAlarms(ctx: ServerContext, principal: Principal, userId: number): Promise<boolean> {
  const visibility = await visibilityFilter(ctx.db, principal);
  const alarm = await ctx.db.selectFrom('alarms').select('AlarmId').where('UserId', '=', userId).where('RespondentGroupId', 'in', visibility.groupIds?.length ? visibility.groupIds : [-1]).limit(1).executeTakeFirst();
  return alarm !== undefined;
}

/**
 * Users a caller may look at: the whole register with CenterUsers, otherwise the users of the alarms of his groups;
 * a one-time link session only the user its link was made for (not whoever its alarm was moved to later).
 */
async function visibleUser(ctx: ServerContext, principal: Principal, userId: number): Promise<UserRow> {
  const user = await ctx.db.selectFrom('monitored_users').selectAll().where('UserId', '=', userId).executeTakeFirst();
  if (!user) throw notFound('User');
  if (principal.simpleLogin ? principal.linkUserId !== userId : !principal.permissions.includes('CenterUsers') && !(await userInMyAlarms(ctx, principal, userId))) {
    throw notFound('User');
  }
  return user;
}

/** Tells every operator's console that a user changed; a one-time link socket only hears about its alarm's user. */
async function pushUserUpdate(ctx: ServerContext, userId: number): Promise<void> {
  const alarmsOfUser = new Set((await ctx.db.selectFrom('alarms').select('AlarmId').where('UserId', '=', userId).execute()).map((a) => a.AlarmId));
  ctx.hub.send(ctx.hub.connectedRespondents(), { type: 'userupdate', userId }, (c) => c.alarmId === null || alarmsOfUser.has(c.alarmId));
}

async function additionalInformation(ctx: ServerContext, users: UserRow[]): Promise<Map<number, { Key: string; Value: string }[]>> {
  const ids = users.map((u) => u.UserId);
  const addresses = ids.length ? await ctx.db.selectFrom('addresses').selectAll().where('UserId', 'in', ids).orderBy('AddressId').execute() : [];
  const info = new Map<number, { Key: string; Value: string }[]>();
  for (const user of users) {
    const address = addresses.find((a) => a.UserId === user.UserId);
    const profile = JSON.parse(user.Profile) as { CustomerNumber?: string };
    info.set(user.UserId, [
      { Key: 'CUSTOMER', Value: profile.CustomerNumber ?? '' },
      { Key: 'STREET', Value: address?.Street ?? '' },
      { Key: 'POSTCODE', Value: address?.PostalCode ?? '' },
      { Key: 'CITY', Value: address?.City ?? '' },
    ]);
  }
  return info;
}

/** GET api/users: free text over names, phone numbers and external ids, or a national id number prefix. */
export async function searchUsers(ctx: ServerContext, principal: Principal, query: { q?: string | undefined; nationalId?: string | undefined }): Promise<ObjectSearchResult[]> {
  // The register is CenterUsers' (link sessions never carry it).
  assertPermission(principal, 'CenterUsers');
  let select = ctx.db.selectFrom('monitored_users').selectAll();
  if (query.nationalId) select = select.where('NationalIdNumber', 'like', `${query.nationalId.replace(/[%_]/g, '')}%`);
  if (query.q) {
    const words = query.q.toLowerCase().replace(/[%_]/g, '').split(/\s+/).filter(Boolean);
    for (const word of words) {
      const like = `%${word}%`;
      select = select.where((eb) =>
        eb.or([
          eb(eb.fn('lower', ['Name']), 'like', like),
          eb(eb.fn('lower', ['LastName']), 'like', like),
          eb('TelephoneNumber', 'like', like),
          eb(eb.fn('lower', ['ExternalId']), 'like', like),
        ]),
      );
    }
  }
  const users = await select.orderBy('LastName').orderBy('Name').limit(50).execute();
  const info = await additionalInformation(ctx, users);
  return users.map((u) => ({
    UserId: u.UserId,
    Name: `${u.Name} ${u.LastName}`,
    TelephoneNumber: u.TelephoneNumber,
    ExchangeTelephoneNumber: u.ExchangeTelephoneNumber,
    PositioningEnabled: u.PositioningEnabled === 1,
    AdditionalInformation: info.get(u.UserId) ?? [],
  }));
}

/** GET api/users/{id}: the object's details with contacts and addresses; medical fields only where allowed. */
export async function userDetails(ctx: ServerContext, principal: Principal, userId: number, alarm: AlarmRef | undefined): Promise<UserDetails> {
  const user = await visibleUser(ctx, principal, userId);
  const profile = JSON.parse(user.Profile) as Partial<UserDetails>;
  if (!(await medicalAllowed(ctx, principal, alarm))) for (const field of MEDICAL_FIELDS) delete profile[field];
  const contacts = await ctx.db.selectFrom('contacts').selectAll().where('UserId', '=', userId).orderBy('SortOrder').execute();
  const addresses = await ctx.db.selectFrom('addresses').selectAll().where('UserId', '=', userId).orderBy('AddressId').execute();
  return {
    ...profile,
    UserId: user.UserId,
    Color: user.Color,
    Name: user.Name,
    LastName: user.LastName,
    NationalIdNumber: user.NationalIdNumber,
    ExternalId: user.ExternalId,
    Contacts: contacts.map((c) => ({ ContactId: c.ContactId, Name: c.Name, Email: c.Email, Relation: c.Relation, Telephone1: c.Telephone1, Telephone2: c.Telephone2, Telephone3: c.Telephone3, Address: c.Address, Order: c.SortOrder })),
    Addresses: addresses.map((a) => ({ Description: a.Type, Street: a.Street, PostalCode: a.PostalCode, City: a.City, Country: 'SE' })),
    AttachedLinks: [],
  };
}

/** GET api/users/{id}/history: the user's alarms the caller may see, newest first, with their logs. */
export async function userHistory(ctx: ServerContext, principal: Principal, userId: number): Promise<AlarmHistoryItem[]> {
  assertFullSession(principal);
  await visibleUser(ctx, principal, userId);
  const visibility = await visibilityFilter(ctx.db, principal);
  const records = (await findAlarms(ctx.db, { ...visibility })).filter((r) => r.UserId === userId).slice(0, 50);
  const items: AlarmHistoryItem[] = [];
  for (const r of records) {
    items.push({
      AlarmId: r.AlarmId,
      GlobalAlarmId: r.GlobalAlarmId,
      Template: r.Template,
      AlarmText: r.AlarmText,
      RespondentInitials: r.OwnerInitials,
      RespondentName: r.OwnerName,
      Active: r.Active === 1,
      ServerAlarmTime: r.ServerAlarmTime,
      AlarmClass: r.IconRef,
      Logs: (await alarmLogs(ctx.db, r.AlarmId)).map(toLog),
    });
  }
  return items;
}

export async function userPositions(ctx: ServerContext, principal: Principal, userId: number, earliest: string | undefined): Promise<Position[]> {
  await visibleUser(ctx, principal, userId);
  let query = ctx.db.selectFrom('positions').select(['Type', 'Latitude', 'Longitude', 'ServerTime']).where('UserId', '=', userId);
  if (earliest) query = query.where('ServerTime', '>=', new Date(earliest).toISOString());
  return query.orderBy('ServerTime', 'desc').limit(100).execute();
}

/** POST api/users/{id}/positions: asks the device for its position (simulated: a fresh GPS fix near the last). */
export async function locateUser(ctx: ServerContext, principal: Principal, userId: number): Promise<void> {
  assertCanWrite(principal);
  const user = await visibleUser(ctx, principal, userId);
  if (!user.PositioningEnabled) throw new ServiceError('CONDITIONS_NOT_MET', 'Positioning is not enabled for this user');
  const last = await ctx.db.selectFrom('positions').selectAll().where('UserId', '=', userId).orderBy('ServerTime', 'desc').executeTakeFirst();
  await ctx.db
    .insertInto('positions')
    .values({ UserId: userId, Type: 'GPS', Latitude: (last?.Latitude ?? 59.33) + 0.0005, Longitude: (last?.Longitude ?? 18.06) + 0.0005, ServerTime: ctx.clock.now().toISOString() })
    .execute();
  await pushUserUpdate(ctx, userId);
}

/** GET api/users/linkedcontact?globalalarmid: the object behind an alarm. */
export async function linkedContact(ctx: ServerContext, principal: Principal, globalAlarmId: string): Promise<LinkedContact | null> {
  const alarm = await visibleAlarm(ctx.db, principal, globalAlarmId);
  // A link session's alarm moved to another user by an operator: that user is not the link's to see.
  if (principal.simpleLogin && principal.linkUserId !== alarm.UserId) return null;
  const user = await ctx.db.selectFrom('monitored_users').selectAll().where('UserId', '=', alarm.UserId).executeTakeFirst();
  if (!user) return null;
  const info = await additionalInformation(ctx, [user]);
  return { userId: user.UserId, name: `${user.Name} ${user.LastName}`, additionalInformation: info.get(user.UserId) ?? [] };
}

export async function setResponseCenterComment(ctx: ServerContext, principal: Principal, userId: number, comment: string): Promise<void> {
  assertCanWrite(principal);
  await visibleUser(ctx, principal, userId);
  await ctx.db.updateTable('monitored_users').set({ ResponseCenterComment: comment }).where('UserId', '=', userId).execute();
  await pushUserUpdate(ctx, userId);
}

function toNote(row: { UID: number; Created: string; AdminName: string; Note: string; NoteType: number; AlarmId: number | null }): Note {
  return { UID: row.UID, Created: row.Created, AdminName: row.AdminName, Note: row.Note, NoteType: row.NoteType, AlarmId: row.AlarmId };
}

/** GET api/users/{id}/notes: newest first, paged (page from 1); medical notes only where allowed. */
export async function userNotes(ctx: ServerContext, principal: Principal, userId: number, query: { noteType: number; alarm: AlarmRef | undefined; page: number; pageSize: number }): Promise<Note[]> {
  const { noteType, page, pageSize } = query;
  await visibleUser(ctx, principal, userId);
  if (noteType === NOTE_TYPE.medical) await assertMedicalAllowed(ctx, principal, query.alarm);
  const rows = await ctx.db
    .selectFrom('notes')
    .selectAll()
    .where('UserId', '=', userId)
    .where('NoteType', '=', noteType)
    .orderBy('Created', 'desc')
    .orderBy('UID', 'desc')
    .limit(pageSize)
    .offset((page - 1) * pageSize)
    .execute();
  return rows.map(toNote);
}

export async function addUserNote(ctx: ServerContext, principal: Principal, userId: number, note: { NoteType: number; AlarmId?: number | undefined; Note: string }): Promise<Note> {
  assertCanWrite(principal);
  await visibleUser(ctx, principal, userId);
  if (note.NoteType === NOTE_TYPE.medical) await assertMedicalAllowed(ctx, principal, note.AlarmId);
  if (note.AlarmId !== undefined) {
    // The note may only point at a visible alarm of this same user.
    const alarm = await visibleAlarm(ctx.db, principal, note.AlarmId).catch((error: unknown) => {
      if (error instanceof ServiceError) return undefined;
      throw error;
    });
    if (alarm?.UserId !== userId) throw invalid('body.AlarmId', 'Not an alarm of this user');
  }
  const row = await ctx.db
    .insertInto('notes')
    .values({ UserId: userId, AlarmId: note.AlarmId ?? null, NoteType: note.NoteType, Note: note.Note, AdminName: principal.name, Created: ctx.clock.now().toISOString() })
    .returningAll()
    .executeTakeFirstOrThrow();
  await pushUserUpdate(ctx, userId);
  return toNote(row);
}

function toAbsence(row: Selectable<AbsenceTable>): Absence {
  const split = (iso: string | null) => (iso ? { date: iso, time: iso.slice(11, 16) } : { date: null, time: null });
  const start = split(row.StartAt);
  const end = split(row.EndAt);
  return { Id: row.Id, Reason: row.Reason, Comment: row.Comment, StartDate: row.StartAt, StartTime: start.time, EndDate: end.date, EndTime: end.time };
}

type Phase = 'Ongoing' | 'Upcoming' | 'Previous';
function phaseOf(row: Selectable<AbsenceTable>, now: string): Phase {
  if (row.StartAt > now) return 'Upcoming';
  return row.EndAt !== null && row.EndAt <= now ? 'Previous' : 'Ongoing';
}

export async function absenceCalendar(ctx: ServerContext, principal: Principal, userId: number): Promise<AbsenceCalendar> {
  await visibleUser(ctx, principal, userId);
  const rows = await ctx.db.selectFrom('absences').selectAll().where('UserId', '=', userId).orderBy('StartAt').execute();
  const now = ctx.clock.now().toISOString();
  const calendar: AbsenceCalendar = { Ongoing: [], Upcoming: [], Previous: [] };
  for (const row of rows) calendar[phaseOf(row, now)].push(toAbsence(row));
  calendar.Previous.reverse();
  return calendar;
}

/**
 * POST api/users/{id}/absence. An overlap with an ongoing or upcoming absence answers 409 ABSENCE_OVERLAP unless
 * the operator confirmed (force). createAlarm raises a planned alarm at the end of the absence.
 */
export async function createAbsence(ctx: ServerContext, principal: Principal, userId: number, absence: AbsenceCreate, force: boolean, raisePlanned: (at: string, absenceId: number) => Promise<void>): Promise<void> {
  assertCanWrite(principal);
  await visibleUser(ctx, principal, userId);
  const start = new Date(absence.StartDate);
  const end = absence.EndDate ? new Date(absence.EndDate) : null;
  if (Number.isNaN(start.getTime())) throw invalid('body.StartDate', 'not a date');
  if (end && Number.isNaN(end.getTime())) throw invalid('body.EndDate', 'not a date');
  if (absence.createAlarm && !end) throw invalid('body.createAlarm', 'an alarm can only be raised for an absence with an end date');
  const now = ctx.clock.now().toISOString();
  const existing = await ctx.db.selectFrom('absences').selectAll().where('UserId', '=', userId).execute();
  const startIso = start.toISOString();
  const endIso = end?.toISOString() ?? null;
  const overlaps = existing.filter((a) => phaseOf(a, now) !== 'Previous' && (a.EndAt === null || a.EndAt > startIso) && (endIso === null || a.StartAt < endIso));
  if (overlaps.length && !force) throw new ServiceError('ABSENCE_OVERLAP', `The absence overlaps ${overlaps.length} ongoing or upcoming absence(s); confirm to save it anyway`);
  const { Id } = await ctx.db
    .insertInto('absences')
    .values({ UserId: userId, Reason: absence.Reason, Comment: absence.Comment ?? '', StartAt: startIso, EndAt: endIso, CreateAlarm: absence.createAlarm ? 1 : 0, CreatedBy: principal.respondentId, CreatedAt: now })
    .returning('Id')
    .executeTakeFirstOrThrow();
  if (absence.createAlarm && endIso) await raisePlanned(endIso, Id);
  await pushUserUpdate(ctx, userId);
}

/**
 * PUT api/users/{id}/endabsences/{absenceId}: ends an ongoing absence now, deletes an upcoming one; `followUp` then
 * moves or withdraws the alarm planned for its end.
 */
export async function endAbsence(
  ctx: ServerContext,
  principal: Principal,
  userId: number,
  absenceId: number,
  followUp: (alarmId: number | null, outcome: 'ended' | 'deleted') => Promise<void>,
): Promise<void> {
  assertCanWrite(principal);
  await visibleUser(ctx, principal, userId);
  const row = await ctx.db.selectFrom('absences').selectAll().where('Id', '=', absenceId).where('UserId', '=', userId).executeTakeFirst();
  if (!row) throw notFound('Absence');
  const now = ctx.clock.now().toISOString();
  const phase = phaseOf(row, now);
  if (phase === 'Previous') throw new ServiceError('CONDITIONS_NOT_MET', 'The absence has already ended');
  if (phase === 'Upcoming') await ctx.db.deleteFrom('absences').where('Id', '=', absenceId).execute();
  else await ctx.db.updateTable('absences').set({ EndAt: now }).where('Id', '=', absenceId).execute();
  await followUp(row.AlarmId, phase === 'Upcoming' ? 'deleted' : 'ended');
  await pushUserUpdate(ctx, userId);
}

/** Flag ids and names of AVAILABLE_ALARM_FLAGS ("1:Medical check,2:..."). */
export async function availableFlags(ctx: ServerContext): Promise<Map<string, string>> {
  const row = await ctx.db.selectFrom('settings').select('Value').where('Key', '=', 'AVAILABLE_ALARM_FLAGS').executeTakeFirst();
  const flags = new Map<string, string>();
  for (const entry of (row?.Value ?? '').split(',')) {
    const [key, ...name] = entry.split(':');
    if (key?.trim()) flags.set(key.trim(), name.join(':').trim());
  }
  return flags;
}

export async function userForRequest(ctx: ServerContext, principal: Principal, userId: number): Promise<UserRow> {
  assertCanWrite(principal);
  // The request raises a new alarm, which a session limited to one alarm could not even open.
  assertFullSession(principal);
  return visibleUser(ctx, principal, userId);
}
