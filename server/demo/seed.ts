import { randomUUID } from 'node:crypto';
import type { Db, Trx } from '../storage/database.ts';
import { insertAlarm, insertLog } from '../alarms/alarm-store.ts';
import type { Clock } from '../services/clock.ts';
import { hashPassword, sha256 } from '../services/crypto.ts';
import { LogEvent } from '../alarms/log-events.ts';
import { DEMO_INGEST_KEY, DEMO_OPERATORS, DEMO_PASSWORD, DEMO_TOTP_SECRET } from './demo-accounts.ts';
import { DEFAULT_ACTIONS as ACTIONS, DEFAULT_REASONS as REASONS, PLANNING_TEMPLATE } from '../alarms/alarm-defaults.ts';
import { seedCameras } from './seed-cameras.ts';
import { ALARM_KINDS, CITIES, createRandom, FIRST_NAMES, LAST_NAMES, ORGANIZATIONS, PRODUCTS, RELATIONS } from './demo-people.ts';
import { seedCommands } from './seed-commands.ts';
import { seedContacts } from './seed-contacts.ts';
import { seedDevices } from './seed-devices.ts';
import { seedPerson } from './seed-person.ts';
import { seedPlanning } from './seed-planning.ts';
import { seedRecords } from './seed-records.ts';
import { writeTransaction } from '../storage/transactions.ts';
import { AUDIO_ALARM_IDS } from '../../src/domain/audio-alarm-id.ts';

export const DEMO_USER_COUNT = 200;
const DEMO_TEST_USERS = 3;
export const DEMO_GROUPS = [
  { Description: 'Central – all alarms', Forced: 1, UsingPlanningView: 0 },
  { Description: 'Stockholm night', Forced: 0, UsingPlanningView: 0 },
  { Description: 'Planning and visits', Forced: 0, UsingPlanningView: 1 },
] as const;
/** Users 1 and 2 share a national id number (2 has an active subscription): the swap-shared-with demo. */
export const SHARED_NATIONAL_ID = '19400101-1234';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/** Creates the demo centre when the database has no operator yet. Returns false when there was nothing to do. */
export async function seedDemoCentre(db: Db, clock: Clock, passwordHashCost?: number): Promise<boolean> {
  const existing = await db.selectFrom('respondents').select('RespondentId').limit(1).executeTakeFirst();
  if (existing) return false;
  const passwordHash = await hashPassword(DEMO_PASSWORD, passwordHashCost);
  return writeTransaction(db, async (trx) => {
    // Instances sharing one PostgreSQL database may start together: the one that takes the write lock first seeds.
    if (await trx.selectFrom('respondents').select('RespondentId').limit(1).executeTakeFirst()) return false;
    const now = clock.now();
    const groupIds = await seedGroups(trx);
    const respondentIds = await seedOperators(trx, passwordHash, groupIds, now);
    const userIds = await seedUsers(trx, now, respondentIds[0] ?? 1);
    await seedDevices(trx, userIds);
    await seedContacts(trx, userIds);
    await seedPerson(trx, userIds);
    await seedRecords(trx, userIds, now);
    await seedAlarms(trx, now, userIds, groupIds, respondentIds);
    await seedCameras(trx, now);
    await seedCommands(trx);
    await seedPlanning(trx, now, userIds, groupIds[2]!);
    await trx.insertInto('api_keys').values({ KeyHash: sha256(DEMO_INGEST_KEY), Name: 'demo' }).execute();
    return true;
  });
}

async function seedGroups(trx: Trx): Promise<number[]> {
  const ids: number[] = [];
  for (const group of DEMO_GROUPS) {
    const row = await trx.insertInto('respondent_groups').values(group).returning('RespondentGroupId').executeTakeFirstOrThrow();
    ids.push(row.RespondentGroupId);
  }
  return ids;
}

async function seedOperators(trx: Trx, passwordHash: string, groupIds: number[], now: Date): Promise<number[]> {
  const ids: number[] = [];
  for (const op of DEMO_OPERATORS) {
    const row = await trx
      .insertInto('respondents')
      .values({
        Username: op.username,
        Name: op.name,
        Initials: op.initials,
        PasswordHash: passwordHash,
        TwoFactor: op.twoFactor,
        TotpSecret: op.twoFactor === 'google' ? DEMO_TOTP_SECRET : null,
        Telephone: op.telephone,
        Language: 'en-GB',
        Permissions: op.permissions.join(','),
        ReadOnly: op.readOnly ? 1 : 0,
        ForceReset: 0,
        PasswordChangedAt: now.toISOString(),
        RemoteId: `R-${op.username}`,
        IdentityId: null,
        TwilioUserName: op.cloudTelephony ? `client:${op.username}` : null,
        Revoked: 0,
        GroupsChangedSeq: 0,
        DemoAccount: 1,
      })
      .returning('RespondentId')
      .executeTakeFirstOrThrow();
    ids.push(row.RespondentId);
    const allowed = op.groups.map((n) => ({ RespondentId: row.RespondentId, RespondentGroupId: groupIds[n - 1]! }));
    await trx.insertInto('respondent_group_access').values(allowed).execute();
    await trx.insertInto('group_members').values(allowed).execute();
  }
  return ids;
}

async function seedUsers(trx: Trx, now: Date, authorId: number): Promise<number[]> {
  const random = createRandom(2026);
  const ids: number[] = [];
  for (let i = 0; i < DEMO_USER_COUNT; i++) {
    const first = random.pick(FIRST_NAMES);
    const last = random.pick(LAST_NAMES);
    const place = random.pick(CITIES);
    const born = new Date(Date.UTC(1925 + random.int(0, 40), random.int(0, 11), random.int(1, 28)));
    const nationalId = i < 2 ? SHARED_NATIONAL_ID : `${born.toISOString().slice(0, 10).replaceAll('-', '')}-${String(1000 + i).slice(-4)}`;
    const phone = `+4670${String(2000000 + i * 37).padStart(7, '0')}`;
    const streetNo = random.int(1, 90);
    const row = await trx
      .insertInto('monitored_users')
      .values({
        ExternalId: `EXT-${1000 + i}`,
        Name: first,
        LastName: last,
        NationalIdNumber: nationalId,
        TelephoneNumber: phone,
        ExchangeTelephoneNumber: `+4686${String(100000 + i).padStart(6, '0')}`,
        Color: random.pick(['#d32f2f', '#1976d2', '#388e3c', '#f57c00', '']),
        PositioningEnabled: i % 3 === 0 ? 1 : 0,
        SubscriptionActive: i === 0 ? 0 : 1,
        ResponseCenterComment: i % 7 === 0 ? 'Key in key box by the front door, code 1942.' : '',
        Organization: random.pick(ORGANIZATIONS),
        // The first three users are the centre's test objects (POST api/test raises alarms only for them).
        TestUser: i < DEMO_TEST_USERS ? 1 : 0,
        Profile: JSON.stringify({
          Title: '',
          DateOfBirth: born.toISOString().slice(0, 10),
          DateOfDeath: i === 199 ? '2026-01-15' : null,
          Profession: 'Retired',
          CitizenShip: 'SE',
          CarePlan: i % 4 === 0 ? 'Home care visits twice a day' : '',
          MedicalCondition: random.pick(['Diabetes type 2', 'Heart failure', 'Dementia, early stage', 'COPD', '']),
          SupportingAids: random.pick(['Walker', 'Wheelchair', 'Hearing aid', '']),
          Medication: random.pick(['Metformin', 'Warfarin', 'Donepezil', '']),
          AdditionalInfo: 'Prefers to be called by first name.',
          Email: `${first.toLowerCase()}.${last.toLowerCase()}${i}@example.se`.normalize('NFD').replace(/[\u0300-\u036f]/g, ''),
          Insurance: 'Folksam',
          Height: String(random.int(150, 190)),
          Weight: String(random.int(50, 100)),
          HairColour: random.pick(['Grey', 'White', 'Brown']),
          EyeColour: random.pick(['Blue', 'Brown', 'Green']),
          MaritalStatus: random.pick(['Married', 'Widowed', 'Single']),
          DebtorNumber: `D${10000 + i}`,
          KeyPlacement: random.pick(['Key box at the door', 'With neighbour', 'Home care has key']),
          CustomerNumber: `C${50000 + i}`,
          ContractNumber: `K-${2020 + (i % 6)}-${i}`,
          CallbackTelephoneNumber: phone,
          AlarmActionModifiedBy: 'Anna Andersson',
          AlarmActionModifiedAt: new Date(now.getTime() - 30 * DAY).toISOString(),
          AlarmResponseAction: 'Call the user first, then the nearest relative.',
          AlarmAction: i % 5 === 0 ? 'Hard of hearing: let it ring at least 10 times.' : '',
          AlarmRecallAction: 'Call back within 15 minutes.',
          AlarmHandling: 'Standard',
        }),
      })
      .returning('UserId')
      .executeTakeFirstOrThrow();
    const userId = row.UserId;
    ids.push(userId);
    const streetAddress = `${place.street} ${streetNo}`;
    await trx.insertInto('addresses').values({ UserId: userId, Street: streetAddress, PostalCode: place.postcode, City: place.city, Type: 'Home' }).execute();
    await trx
      .insertInto('contacts')
      .values([0, 1, 2].map((n) => ({
        UserId: userId,
        Name: `${random.pick(FIRST_NAMES)} ${last}`,
        Email: '',
        Relation: random.pick(RELATIONS),
        Telephone1: `+4673${String(3000000 + i * 10 + n).padStart(7, '0')}`,
        Telephone2: n === 0 ? `+468${String(500000 + i).padStart(6, '0')}` : '',
        Telephone3: '',
        Address: `${place.street} ${random.int(1, 90)}, ${place.city}`,
        SortOrder: n,
        IsResource: n === 2 ? 1 : 0,
        // The first contact is the nearest relative with a key; the second has a key too.
        NearestRelative: n === 0 ? 1 : 0,
        KeyHolder: n < 2 ? 1 : 0,
      })))
      .execute();
    await trx
      .insertInto('positions')
      .values([
        { UserId: userId, Type: 'Home', Latitude: place.lat, Longitude: place.lon, ServerTime: new Date(now.getTime() - 10 * DAY).toISOString() },
        { UserId: userId, Type: 'GPS', Latitude: place.lat + random.next() / 100, Longitude: place.lon + random.next() / 100, ServerTime: new Date(now.getTime() - random.int(5, 600) * MINUTE).toISOString() },
      ])
      .execute();
    const product = random.pick(PRODUCTS);
    const transmitter = await trx
      .insertInto('transmitters')
      .values({ UserId: userId, TransmitterIdentifier: `TX${100000 + i}`, ProductId: product.id, ProductName: product.name, IsAlarmingTransmitter: 1, Model: product.model, Manufacturer: product.manufacturer, ClientVersion: `3.${i % 10}.1`, Comment: '' })
      .returning('TransmitterId')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('commands')
      .values([
        { TransmitterId: transmitter.TransmitterId, GroupId: 1, TranslationKey: 'CMD_CALL_BACK', Command: 'callback', DTMF: '', CommandType: 1, InputType: 0, Type: 'ordinary' },
        { TransmitterId: transmitter.TransmitterId, GroupId: 1, TranslationKey: 'CMD_LOCATE', Command: 'locate', DTMF: '', CommandType: 6, InputType: 1, Type: 'ordinary' },
        { TransmitterId: transmitter.TransmitterId, GroupId: 2, TranslationKey: 'CMD_SEND_MESSAGE', Command: 'message', DTMF: '', CommandType: 7, InputType: 3, Type: 'custom_additional' },
      ])
      .execute();
    if (i < 60) await seedNotes(trx, userId, i === 0 ? 12 : 3, now, authorId);
    if (i < 30) await seedAbsences(trx, userId, i, now, authorId);
  }
  return ids;
}

async function seedNotes(trx: Trx, userId: number, count: number, now: Date, authorId: number): Promise<void> {
  // By note type (0 general, 1 medical, 2 technical), two texts each.
  const texts = ['Visited by home care, all fine.', 'Allergic to penicillin.', 'Transmitter battery replaced.', 'Daughter visits on Sundays.', 'Takes insulin morning and evening.', 'Base station moved to the hall.'];
  await trx
    .insertInto('notes')
    .values(Array.from({ length: count }, (_, n) => ({
      UserId: userId,
      AlarmId: null,
      NoteType: n % 3,
      Note: texts[n % texts.length] ?? '',
      AdminName: authorId ? 'Anna Andersson' : 'System',
      Created: new Date(now.getTime() - (n + 1) * DAY).toISOString(),
    })))
    .execute();
}

async function seedAbsences(trx: Trx, userId: number, i: number, now: Date, authorId: number): Promise<void> {
  const at = (days: number) => new Date(now.getTime() + days * DAY).toISOString();
  const common = { UserId: userId, Comment: '', CreateAlarm: 0, CreatedBy: authorId, CreatedAt: at(-30) };
  await trx
    .insertInto('absences')
    .values([
      { ...common, Reason: 'Hospital', StartAt: at(-20), EndAt: at(-15) },
      // A few people are away now (one in six): their alarms may be cleared without reason and action (DETAIL-17).
      ...(i % 6 === 0 ? [{ ...common, Reason: 'Travel', StartAt: at(-1), EndAt: at(3), Comment: 'Visiting family in Umeå' }] : []),
      ...(i % 3 === 0 ? [{ ...common, Reason: 'Short-term care', StartAt: at(10), EndAt: null, CreateAlarm: 0 }] : []),
    ])
    .execute();
}

async function seedAlarms(trx: Trx, now: Date, userIds: number[], groupIds: number[], respondentIds: number[]): Promise<void> {
  const random = createRandom(7);
  const [anna, bjorn, cecilia, david] = respondentIds;
  const names = new Map<number, string>();
  for (const r of await trx.selectFrom('respondents').select(['RespondentId', 'Name']).execute()) names.set(r.RespondentId, r.Name);
  for (let i = 0; i < 30; i++) {
    const kind = ALARM_KINDS[i % ALARM_KINDS.length]!;
    const planned = i >= 28;
    // Alarm 29's planned time has passed (raised, in the list); alarm 30 waits in the planning view for its time.
    const plannedTime = planned ? new Date(now.getTime() + (i === 28 ? -30 : 180) * MINUTE).toISOString() : null;
    const deactivated = i >= 23 && i < 28;
    const owner = i >= 12 && i < 18 ? anna : i >= 18 && i < 23 ? [bjorn, cecilia, david][i % 3] : deactivated ? anna : undefined;
    const at = new Date(now.getTime() - (30 - i) * 7 * MINUTE - (deactivated ? DAY : 0));
    const created = at.toISOString();
    const groupId = planned ? groupIds[2]! : groupIds[i % 2]!;
    const alarmId = await insertAlarm(trx, {
      GlobalAlarmId: randomUUID(),
      UserId: userIds[(i * 7) % userIds.length]!,
      RespondentGroupId: groupId,
      RespondentId: owner ?? null,
      Template: planned ? PLANNING_TEMPLATE : kind.template,
      Active: deactivated ? 0 : 1,
      AlarmText: planned ? 'Planned visit: medication' : kind.text,
      TextMessage: i % 4 === 0 ? 'Transmitter reports signal strength 3/5.' : '',
      IconRef: kind.icon,
      Priority: kind.priority,
      Level: kind.level,
      Flags: i % 5 === 0 ? 'FALL' : '',
      Model: 'SM-200',
      CallType: 'voice',
      // Every sixth alarm names its own sound, audio alarm ids 1-5 in turn (CONST-08).
      UseSound: i % 6 === 0 ? AUDIO_ALARM_IDS[(i / 6) % AUDIO_ALARM_IDS.length]! : 0,
      ServerAlarmTime: created,
      PlannedTime: plannedTime,
      RaisedAt: plannedTime === null ? created : i === 28 ? plannedTime : null,
      LastUpdated: created,
      NotifyAfter: null,
      SignificantUpdateAt: null,
      RequiresAcknowledgement: i === 3 || i === 14 ? 1 : 0,
      AcknowledgementText: i === 3 || i === 14 ? 'The user has a pacemaker: always send an ambulance on a fall.' : '',
      AcknowledgedAt: null,
      DoDeliveryConfirmation: i === 4 || i === 15 ? 1 : 0,
      DeliveredAt: null,
      TaskType: planned ? 'Medication,Visit' : '',
      Comment: planned ? 'Remember the evening dose.' : '',
      DueDate: null,
      OperatorInformation: '{}',
      PossibleReasons: JSON.stringify(REASONS),
      PossibleActions: JSON.stringify(ACTIONS),
      ReasonFreeText: i % 2,
      ActionFreeText: 0,
    });
    const log = (event: { PredefinedId: number; LogEventCode: number }, text: string, minutes: number, respondentId?: number) =>
      insertLog(trx, {
        AlarmId: alarmId,
        Created: new Date(at.getTime() + minutes * MINUTE).toISOString(),
        ...event,
        LogText: text,
        RespondentId: respondentId ?? null,
        RespondentName: respondentId ? (names.get(respondentId) ?? '') : 'System',
        ContactId: null,
        Name: '',
        Username: '',
      });
    await log(LogEvent.received, kind.text, 0);
    if (owner) await log(LogEvent.accepted, 'Alarm accepted', 1, owner);
    if (owner && (i % 2 === 0 || deactivated)) await log(LogEvent.reason, random.pick(REASONS), 2, owner);
    if (owner && (i % 4 === 0 || deactivated)) await log(LogEvent.action, random.pick(ACTIONS), 3, owner);
    if (deactivated) await log(LogEvent.cleared, 'Alarm cleared', 4, owner);
  }
}
