import type { AlarmHistoryItem, AlarmRef, LinkedContact, ObjectSearchResult, Position, UserDetails } from '../../src/contract/index.ts';
import type { ServerContext } from '../context.ts';
import { publishUserChange } from '../push/notify.ts';
import { alarmLogs, findAlarms } from '../alarms/alarm-queries.ts';
import { visibilityFilter, visibleAlarm } from '../alarms/alarm-access.ts';
import { toLog } from '../alarms/alarm-view.ts';
import { alarmTextFields } from '../alarms/server-alarm-text.ts';
import { ServiceError } from '../services/errors.ts';
import { MEDICAL_FIELDS, medicalAllowed } from './medical-access.ts';
import { assertCanWrite, assertFullSession, assertPermission, type Principal } from '../services/principal.ts';
import { visibleUser, type UserRow } from './user-access.ts';
import { internationalNumber } from '../../src/domain/phone-search.ts';
import { telephonePrefix } from '../services/telephone-prefix.ts';
import { toContact } from './contact-view.ts';
import { searchText } from '../../src/domain/search-text.ts';

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

/** The most users a search answers. */
const SEARCH_LIMIT = 50;

/**
 * The first users (by last name, name) every word of `q` is found in: names, telephone number, external id or the
 * customer number in the profile. Compared here by one rule, not in SQL: SQLite's lower() knows no accents, and
 * "Goran" finds "Göran" on SQLite and PostgreSQL alike (qa-supervisor P3-8).
 */
async function userIdsMatching(ctx: ServerContext, q: string): Promise<number[]> {
  const words = searchText(q).split(/\s+/).filter(Boolean);
  const rows = await ctx.db
    .selectFrom('monitored_users')
    .select(['UserId', 'Name', 'LastName', 'TelephoneNumber', 'ExternalId', 'Profile'])
    .orderBy('LastName')
    .orderBy('Name')
    .execute();
  const ids: number[] = [];
  for (const row of rows) {
    const fields = [row.Name, row.LastName, row.TelephoneNumber, row.ExternalId ?? ''].map(searchText);
    const customer = searchText(row.Profile);
    if (words.every((word) => fields.some((field) => field.includes(word)) || customer.includes(`"customernumber":"${word}`))) ids.push(row.UserId);
    if (ids.length === SEARCH_LIMIT) break;
  }
  return ids;
}

/**
 * GET api/users: free text over names, phone numbers, customer numbers and external ids; a telephone number in the
 * national format; or a national id number prefix.
 */
export async function searchUsers(ctx: ServerContext, principal: Principal, query: { q?: string | undefined; nationalId?: string | undefined }): Promise<ObjectSearchResult[]> {
  // The register is CenterUsers' (link sessions never carry it).
  assertPermission(principal, 'CenterUsers');
  let select = ctx.db.selectFrom('monitored_users').selectAll();
  if (query.nationalId) select = select.where('NationalIdNumber', 'like', `${query.nationalId.replace(/[%_]/g, '')}%`);
  // A whole query that is a telephone number, in the national format too, finds the number (qa-supervisor P2-10).
  const number = query.q ? internationalNumber(query.q, await telephonePrefix(ctx)) : undefined;
  if (number) select = select.where((eb) => eb.or([eb('TelephoneNumber', 'like', `%${number.slice(1)}%`), eb('ExchangeTelephoneNumber', 'like', `%${number.slice(1)}%`)]));
  else if (query.q) {
    const ids = await userIdsMatching(ctx, query.q);
    select = select.where('UserId', 'in', ids.length ? ids : [-1]);
  }
  const users = await select.orderBy('LastName').orderBy('Name').limit(SEARCH_LIMIT).execute();
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
  if (!(await medicalAllowed(ctx, principal, userId, alarm))) for (const field of MEDICAL_FIELDS) delete profile[field];
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
    ResponseCenterComment: user.ResponseCenterComment,
    Contacts: contacts.map(toContact),
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
      ...alarmTextFields(r),
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

/**
 * POST api/users/{id}/positions: asks the device for its position (simulated: a fresh GPS fix near the last), and
 * answers the user's newest active alarm the caller may see, so the console can open it (DETAIL-41).
 */
export async function locateUser(ctx: ServerContext, principal: Principal, userId: number): Promise<{ AlarmId?: number; Template?: string }> {
  assertCanWrite(principal);
  const user = await visibleUser(ctx, principal, userId);
  if (!user.PositioningEnabled) throw new ServiceError('CONDITIONS_NOT_MET', 'Positioning is not enabled for this user');
  const last = await ctx.db.selectFrom('positions').selectAll().where('UserId', '=', userId).orderBy('ServerTime', 'desc').executeTakeFirst();
  await ctx.db
    .insertInto('positions')
    .values({ UserId: userId, Type: 'GPS', Latitude: (last?.Latitude ?? 59.33) + 0.0005, Longitude: (last?.Longitude ?? 18.06) + 0.0005, ServerTime: ctx.clock.now().toISOString() })
    .execute();
  await publishUserChange(ctx, userId);
  const visibility = await visibilityFilter(ctx.db, principal);
  let alarms = ctx.db.selectFrom('alarms').select(['AlarmId', 'Template']).where('UserId', '=', userId).where('Active', '=', 1).where('RaisedAt', 'is not', null);
  if (visibility.groupIds) alarms = alarms.where('RespondentGroupId', 'in', visibility.groupIds.length ? visibility.groupIds : [-1]);
  if (visibility.alarmIds) alarms = alarms.where('AlarmId', 'in', visibility.alarmIds.length ? visibility.alarmIds : [-1]);
  return (await alarms.orderBy('RaisedAt', 'desc').limit(1).executeTakeFirst()) ?? {};
}

/** GET api/users/linkedcontact?globalalarmid: the object behind an alarm. */
export async function linkedContact(ctx: ServerContext, principal: Principal, globalAlarmId: string): Promise<LinkedContact | null> {
  const alarm = await visibleAlarm(ctx.db, principal, globalAlarmId);
  const user = await ctx.db.selectFrom('monitored_users').selectAll().where('UserId', '=', alarm.UserId).executeTakeFirst();
  if (!user) return null;
  const info = await additionalInformation(ctx, [user]);
  return { userId: user.UserId, name: `${user.Name} ${user.LastName}`, additionalInformation: info.get(user.UserId) ?? [] };
}

export async function setResponseCenterComment(ctx: ServerContext, principal: Principal, userId: number, comment: string): Promise<void> {
  assertCanWrite(principal);
  await visibleUser(ctx, principal, userId);
  await ctx.db.updateTable('monitored_users').set({ ResponseCenterComment: comment }).where('UserId', '=', userId).execute();
  await publishUserChange(ctx, userId);
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
