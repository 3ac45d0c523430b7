import type { Selectable } from 'kysely';
import type { Db } from '../storage/database.ts';
import type { AlarmLogTable, AlarmTable } from '../storage/schema.ts';

/** An alarm row with what its listing needs from the user, the owner and the logs. */
export interface AlarmRecord extends Selectable<AlarmTable> {
  UserName: string | null;
  UserLastName: string | null;
  UserOrganization: string | null;
  OwnerName: string | null;
  OwnerInitials: string | null;
  GroupName: string | null;
  Street: string | null;
  PostalCode: string | null;
  City: string | null;
  CustomerNumber: string | null;
  HasReason: boolean;
  HasAction: boolean;
}

export interface AlarmFilter {
  /** Only alarms of these respondent groups. */
  groupIds?: number[];
  alarmIds?: number[];
  /** Only alarms of these monitored users (a one-time link: the user it was made for). */
  userIds?: number[];
  globalAlarmIds?: string[];
  onlyActive?: boolean;
  /** Deactivated alarms changed before this time are left out. */
  deactivatedSince?: string;
  changedAfterSeq?: number;
  planned?: boolean;
  /** Only raised alarms (the alarm list; a planned alarm joins it at its planned time). */
  listed?: boolean;
}

export async function findAlarms(db: Db, filter: AlarmFilter): Promise<AlarmRecord[]> {
  let query = db
    .selectFrom('alarms')
    .leftJoin('monitored_users as u', 'u.UserId', 'alarms.UserId')
    .leftJoin('respondents as o', 'o.RespondentId', 'alarms.RespondentId')
    .leftJoin('respondent_groups as g', 'g.RespondentGroupId', 'alarms.RespondentGroupId')
    .selectAll('alarms')
    .select(['u.Name as UserName', 'u.LastName as UserLastName', 'u.Organization as UserOrganization', 'u.Profile as UserProfile', 'o.Name as OwnerName', 'o.Initials as OwnerInitials', 'g.Description as GroupName']);
  if (filter.groupIds) query = query.where('alarms.RespondentGroupId', 'in', filter.groupIds.length ? filter.groupIds : [-1]);
  if (filter.alarmIds) query = query.where('alarms.AlarmId', 'in', filter.alarmIds.length ? filter.alarmIds : [-1]);
  if (filter.userIds) query = query.where('alarms.UserId', 'in', filter.userIds.length ? filter.userIds : [-1]);
  if (filter.globalAlarmIds) query = query.where('alarms.GlobalAlarmId', 'in', filter.globalAlarmIds.length ? filter.globalAlarmIds : ['']);
  if (filter.onlyActive) query = query.where('alarms.Active', '=', 1);
  if (filter.deactivatedSince) {
    const since = filter.deactivatedSince;
    query = query.where((eb) => eb.or([eb('alarms.Active', '=', 1), eb('alarms.LastUpdated', '>=', since)]));
  }
  if (filter.changedAfterSeq !== undefined) query = query.where('alarms.ChangeSeq', '>', filter.changedAfterSeq);
  if (filter.planned) query = query.where('alarms.PlannedTime', 'is not', null);
  if (filter.listed) query = query.where('alarms.RaisedAt', 'is not', null);
  const rows = await query.orderBy('alarms.ServerAlarmTime', 'desc').execute();
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.AlarmId);
  const userIds = [...new Set(rows.map((r) => r.UserId))];
  const addresses = await db.selectFrom('addresses').select(['UserId', 'Street', 'PostalCode', 'City']).where('UserId', 'in', userIds).orderBy('AddressId').execute();
  const firstAddress = new Map<number, (typeof addresses)[number]>();
  for (const a of addresses) if (!firstAddress.has(a.UserId)) firstAddress.set(a.UserId, a);
  const registered = await db
    .selectFrom('alarm_logs')
    .select(['AlarmId', 'LogEventCode'])
    .where('AlarmId', 'in', ids)
    .where('PredefinedId', '=', 2)
    .where('LogEventCode', 'in', [1, 2])
    .execute();
  const has = new Set(registered.map((r) => `${r.AlarmId}:${r.LogEventCode}`));
  return rows.map(({ UserProfile, ...row }) => {
    const address = firstAddress.get(row.UserId);
    const profile = UserProfile ? (JSON.parse(UserProfile) as { CustomerNumber?: string }) : {};
    return {
      ...row,
      Street: address?.Street ?? null,
      PostalCode: address?.PostalCode ?? null,
      City: address?.City ?? null,
      CustomerNumber: profile.CustomerNumber ?? null,
      HasReason: has.has(`${row.AlarmId}:1`),
      HasAction: has.has(`${row.AlarmId}:2`),
    };
  });
}

export async function alarmLogs(db: Db, alarmId: number): Promise<Selectable<AlarmLogTable>[]> {
  return db.selectFrom('alarm_logs').selectAll().where('AlarmId', '=', alarmId).orderBy('Created', 'asc').orderBy('Id', 'asc').execute();
}

export async function groupIdsOf(db: Db, respondentId: number): Promise<number[]> {
  const rows = await db.selectFrom('group_members').select('RespondentGroupId').where('RespondentId', '=', respondentId).execute();
  return rows.map((r) => r.RespondentGroupId);
}

export async function currentSeq(db: Db): Promise<number> {
  const row = await db.selectFrom('alarm_changes').select((eb) => eb.fn.max('Seq').as('seq')).executeTakeFirst();
  return Number(row?.seq ?? 0);
}

export async function groupMembers(db: Db, groupId: number): Promise<number[]> {
  const rows = await db.selectFrom('group_members').select('RespondentId').where('RespondentGroupId', '=', groupId).execute();
  return rows.map((r) => r.RespondentId);
}
