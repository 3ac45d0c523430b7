import { sql, type Kysely } from 'kysely';
import { Migrator, type Migration } from 'kysely/migration';
import { dictionariesMigration, dictionaryVersionsMigration } from '../dictionaries/dictionary-migration.ts';
import { camerasMigration } from '../cameras/camera-migration.ts';
import { commandDetails } from '../devices/command-migration.ts';
import { transmitterInfo } from '../devices/transmitter-info-migration.ts';
import { contactsMigration } from './contacts-migration.ts';
import { planningMigration } from '../planning/planning-store.ts';
import { supportMigration } from '../support/support-migration.ts';
import { systemTestResultsMigration } from '../support/system-test-migration.ts';
import { sessionIdleMigration } from './session-idle-migration.ts';
import { auditMigration } from '../audit/audit-migration.ts';
import { withId, type SqlDialectName } from './auto-id.ts';
import { browserLogUploadsMigration } from '../support/browser-log-migration.ts';
import { personRecordsMigration } from '../media/records-migration.ts';

export type { SqlDialectName } from './auto-id.ts';


// A migration sees the database as it was then, not today's schema types (Kysely's advice), so it is untyped.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see above: no schema type fits every migration
type UntypedDb = Kysely<any>;

const text = 'text' as const;
const int = 'integer' as const;

function initial(dialect: SqlDialectName): Migration {
  return {
    async up(db: UntypedDb) {
      await withId(db.schema.createTable('respondents'), 'RespondentId', dialect)
        .addColumn('Username', text, (c) => c.notNull().unique())
        .addColumn('Name', text, (c) => c.notNull())
        .addColumn('Initials', text, (c) => c.notNull())
        .addColumn('PasswordHash', text, (c) => c.notNull())
        .addColumn('TwoFactor', text, (c) => c.notNull().defaultTo('none'))
        .addColumn('TotpSecret', text)
        .addColumn('Telephone', text, (c) => c.notNull().defaultTo(''))
        .addColumn('Language', text, (c) => c.notNull().defaultTo('en-GB'))
        .addColumn('Permissions', text, (c) => c.notNull().defaultTo(''))
        .addColumn('ReadOnly', int, (c) => c.notNull().defaultTo(0))
        .addColumn('ForceReset', int, (c) => c.notNull().defaultTo(0))
        .addColumn('PasswordChangedAt', text, (c) => c.notNull())
        .addColumn('RemoteId', text)
        .addColumn('IdentityId', text)
        .addColumn('TwilioUserName', text)
        .addColumn('Revoked', int, (c) => c.notNull().defaultTo(0))
        .addColumn('GroupsChangedSeq', int, (c) => c.notNull().defaultTo(0))
        .execute();

      await withId(db.schema.createTable('respondent_groups'), 'RespondentGroupId', dialect)
        .addColumn('Description', text, (c) => c.notNull())
        .addColumn('Forced', int, (c) => c.notNull().defaultTo(0))
        .addColumn('UsingPlanningView', int, (c) => c.notNull().defaultTo(0))
        .execute();

      await db.schema
        .createTable('group_members')
        .addColumn('RespondentId', int, (c) => c.notNull())
        .addColumn('RespondentGroupId', int, (c) => c.notNull())
        .addPrimaryKeyConstraint('group_members_pk', ['RespondentId', 'RespondentGroupId'])
        .execute();

      await db.schema
        .createTable('tokens')
        .addColumn('TokenHash', text, (c) => c.primaryKey())
        .addColumn('Kind', text, (c) => c.notNull())
        .addColumn('RespondentId', int, (c) => c.notNull())
        .addColumn('ExpiresAt', text, (c) => c.notNull())
        .addColumn('ReadOnly', int, (c) => c.notNull().defaultTo(0))
        .addColumn('SimpleLogin', int, (c) => c.notNull().defaultTo(0))
        .addColumn('AlarmId', int)
        .addColumn('CreatedAt', text, (c) => c.notNull())
        .addColumn('Revoked', int, (c) => c.notNull().defaultTo(0))
        .execute();
      await db.schema.createIndex('tokens_respondent').on('tokens').columns(['RespondentId', 'Kind']).execute();

      await db.schema
        .createTable('two_factor_challenges')
        .addColumn('TokenHash', text, (c) => c.primaryKey())
        .addColumn('RespondentId', int, (c) => c.notNull())
        .addColumn('Code', text)
        .addColumn('FailedAttempts', int, (c) => c.notNull().defaultTo(0))
        .addColumn('ExpiresAt', text, (c) => c.notNull())
        .execute();

      await db.schema
        .createTable('devices')
        .addColumn('DeviceToken', text, (c) => c.primaryKey())
        .addColumn('RespondentId', int, (c) => c.notNull())
        .addColumn('Type', text, (c) => c.notNull())
        .addColumn('Telephone', text, (c) => c.notNull().defaultTo(''))
        .addColumn('UsingTwilio', int, (c) => c.notNull().defaultTo(0))
        .addColumn('CreatedAt', text, (c) => c.notNull())
        .addColumn('LastReportAt', text)
        .addColumn('Active', int, (c) => c.notNull().defaultTo(1))
        .execute();

      await withId(db.schema.createTable('outbox'), 'Id', dialect)
        .addColumn('RespondentId', int, (c) => c.notNull())
        .addColumn('Telephone', text, (c) => c.notNull())
        .addColumn('Message', text, (c) => c.notNull())
        .addColumn('Code', text, (c) => c.notNull())
        .addColumn('CreatedAt', text, (c) => c.notNull())
        .execute();

      await db.schema
        .createTable('url_logins')
        .addColumn('LinkHash', text, (c) => c.primaryKey())
        .addColumn('PasswordHash', text, (c) => c.notNull())
        .addColumn('RespondentId', int, (c) => c.notNull())
        .addColumn('AlarmId', int, (c) => c.notNull())
        .addColumn('ReadOnly', int, (c) => c.notNull().defaultTo(0))
        .addColumn('ExpiresAt', text, (c) => c.notNull())
        .addColumn('UsedAt', text)
        .execute();

      await withId(db.schema.createTable('monitored_users'), 'UserId', dialect)
        .addColumn('ExternalId', text, (c) => c.unique())
        .addColumn('Name', text, (c) => c.notNull())
        .addColumn('LastName', text, (c) => c.notNull())
        .addColumn('NationalIdNumber', text, (c) => c.notNull())
        .addColumn('TelephoneNumber', text, (c) => c.notNull())
        .addColumn('ExchangeTelephoneNumber', text, (c) => c.notNull().defaultTo(''))
        .addColumn('Color', text, (c) => c.notNull().defaultTo(''))
        .addColumn('PositioningEnabled', int, (c) => c.notNull().defaultTo(0))
        .addColumn('SubscriptionActive', int, (c) => c.notNull().defaultTo(1))
        .addColumn('ResponseCenterComment', text, (c) => c.notNull().defaultTo(''))
        .addColumn('Organization', text, (c) => c.notNull().defaultTo(''))
        .addColumn('Profile', text, (c) => c.notNull().defaultTo('{}'))
        .execute();
      await db.schema.createIndex('users_national_id').on('monitored_users').column('NationalIdNumber').execute();

      await withId(db.schema.createTable('contacts'), 'ContactId', dialect)
        .addColumn('UserId', int, (c) => c.notNull())
        .addColumn('Name', text, (c) => c.notNull())
        .addColumn('Email', text, (c) => c.notNull().defaultTo(''))
        .addColumn('Relation', text, (c) => c.notNull().defaultTo(''))
        .addColumn('Telephone1', text, (c) => c.notNull().defaultTo(''))
        .addColumn('Telephone2', text, (c) => c.notNull().defaultTo(''))
        .addColumn('Telephone3', text, (c) => c.notNull().defaultTo(''))
        .addColumn('Address', text, (c) => c.notNull().defaultTo(''))
        .addColumn('SortOrder', int, (c) => c.notNull().defaultTo(0))
        .addColumn('IsResource', int, (c) => c.notNull().defaultTo(0))
        .execute();
      await db.schema.createIndex('contacts_user').on('contacts').column('UserId').execute();

      await withId(db.schema.createTable('addresses'), 'AddressId', dialect)
        .addColumn('UserId', int, (c) => c.notNull())
        .addColumn('Street', text, (c) => c.notNull())
        .addColumn('PostalCode', text, (c) => c.notNull())
        .addColumn('City', text, (c) => c.notNull())
        .addColumn('Type', text, (c) => c.notNull().defaultTo('Home'))
        .execute();
      await db.schema.createIndex('addresses_user').on('addresses').column('UserId').execute();

      await withId(db.schema.createTable('positions'), 'PositionId', dialect)
        .addColumn('UserId', int, (c) => c.notNull())
        .addColumn('Type', text, (c) => c.notNull())
        .addColumn('Latitude', 'real', (c) => c.notNull())
        .addColumn('Longitude', 'real', (c) => c.notNull())
        .addColumn('ServerTime', text, (c) => c.notNull())
        .execute();
      await db.schema.createIndex('positions_user').on('positions').columns(['UserId', 'ServerTime']).execute();

      await withId(db.schema.createTable('notes'), 'UID', dialect)
        .addColumn('UserId', int, (c) => c.notNull())
        .addColumn('AlarmId', int)
        .addColumn('NoteType', int, (c) => c.notNull())
        .addColumn('Note', text, (c) => c.notNull())
        .addColumn('AdminName', text, (c) => c.notNull())
        .addColumn('Created', text, (c) => c.notNull())
        .execute();
      await db.schema.createIndex('notes_user').on('notes').columns(['UserId', 'NoteType', 'Created']).execute();

      await withId(db.schema.createTable('absences'), 'Id', dialect)
        .addColumn('UserId', int, (c) => c.notNull())
        .addColumn('Reason', text, (c) => c.notNull())
        .addColumn('Comment', text, (c) => c.notNull().defaultTo(''))
        .addColumn('StartAt', text, (c) => c.notNull())
        .addColumn('EndAt', text)
        .addColumn('CreateAlarm', int, (c) => c.notNull().defaultTo(0))
        .addColumn('CreatedBy', int, (c) => c.notNull())
        .addColumn('CreatedAt', text, (c) => c.notNull())
        .execute();
      await db.schema.createIndex('absences_user').on('absences').column('UserId').execute();

      await withId(db.schema.createTable('transmitters'), 'TransmitterId', dialect)
        .addColumn('UserId', int, (c) => c.notNull())
        .addColumn('TransmitterIdentifier', text, (c) => c.notNull())
        .addColumn('ProductId', int, (c) => c.notNull())
        .addColumn('ProductName', text, (c) => c.notNull())
        .addColumn('IsAlarmingTransmitter', int, (c) => c.notNull().defaultTo(1))
        .addColumn('Model', text, (c) => c.notNull().defaultTo(''))
        .addColumn('Manufacturer', text, (c) => c.notNull().defaultTo(''))
        .addColumn('ClientVersion', text, (c) => c.notNull().defaultTo(''))
        .addColumn('Comment', text, (c) => c.notNull().defaultTo(''))
        .execute();
      await db.schema.createIndex('transmitters_user').on('transmitters').column('UserId').execute();

      await withId(db.schema.createTable('commands'), 'CommandId', dialect)
        .addColumn('TransmitterId', int, (c) => c.notNull())
        .addColumn('GroupId', int, (c) => c.notNull().defaultTo(0))
        .addColumn('TranslationKey', text, (c) => c.notNull())
        .addColumn('Command', text, (c) => c.notNull())
        .addColumn('DTMF', text, (c) => c.notNull().defaultTo(''))
        .addColumn('CommandType', int, (c) => c.notNull().defaultTo(0))
        .addColumn('InputType', int, (c) => c.notNull().defaultTo(0))
        .addColumn('Type', text, (c) => c.notNull().defaultTo('ordinary'))
        .execute();
      await db.schema.createIndex('commands_transmitter').on('commands').column('TransmitterId').execute();

      await withId(db.schema.createTable('alarms'), 'AlarmId', dialect)
        .addColumn('GlobalAlarmId', text, (c) => c.notNull().unique())
        .addColumn('UserId', int, (c) => c.notNull())
        .addColumn('RespondentGroupId', int, (c) => c.notNull())
        .addColumn('RespondentId', int)
        .addColumn('Template', text, (c) => c.notNull())
        .addColumn('Active', int, (c) => c.notNull().defaultTo(1))
        .addColumn('AlarmText', text, (c) => c.notNull())
        .addColumn('TextMessage', text, (c) => c.notNull().defaultTo(''))
        .addColumn('IconRef', text, (c) => c.notNull().defaultTo(''))
        .addColumn('Priority', int, (c) => c.notNull().defaultTo(2))
        .addColumn('Level', int, (c) => c.notNull().defaultTo(1))
        .addColumn('Flags', text, (c) => c.notNull().defaultTo(''))
        .addColumn('Model', text, (c) => c.notNull().defaultTo(''))
        .addColumn('CallType', text, (c) => c.notNull().defaultTo(''))
        .addColumn('UseSound', int, (c) => c.notNull().defaultTo(0))
        .addColumn('ServerAlarmTime', text, (c) => c.notNull())
        .addColumn('PlannedTime', text)
        .addColumn('LastUpdated', text, (c) => c.notNull())
        .addColumn('NotifyAfter', text)
        .addColumn('SignificantUpdateAt', text)
        .addColumn('RequiresAcknowledgement', int, (c) => c.notNull().defaultTo(0))
        .addColumn('AcknowledgedAt', text)
        .addColumn('DoDeliveryConfirmation', int, (c) => c.notNull().defaultTo(0))
        .addColumn('DeliveredAt', text)
        .addColumn('TaskType', text, (c) => c.notNull().defaultTo(''))
        .addColumn('Comment', text, (c) => c.notNull().defaultTo(''))
        .addColumn('DueDate', text)
        .addColumn('OperatorInformation', text, (c) => c.notNull().defaultTo('{}'))
        .addColumn('PossibleReasons', text, (c) => c.notNull().defaultTo('[]'))
        .addColumn('PossibleActions', text, (c) => c.notNull().defaultTo('[]'))
        .addColumn('ReasonFreeText', int, (c) => c.notNull().defaultTo(0))
        .addColumn('ActionFreeText', int, (c) => c.notNull().defaultTo(0))
        .addColumn('ChangeSeq', int, (c) => c.notNull().defaultTo(0))
        .execute();
      await db.schema.createIndex('alarms_group_seq').on('alarms').columns(['RespondentGroupId', 'ChangeSeq']).execute();
      await db.schema.createIndex('alarms_user').on('alarms').columns(['UserId', 'ServerAlarmTime']).execute();

      await withId(db.schema.createTable('alarm_logs'), 'Id', dialect)
        .addColumn('AlarmId', int, (c) => c.notNull())
        .addColumn('Created', text, (c) => c.notNull())
        .addColumn('LastUpdated', text, (c) => c.notNull())
        .addColumn('PredefinedId', int, (c) => c.notNull())
        .addColumn('LogEventCode', int, (c) => c.notNull())
        .addColumn('LogText', text, (c) => c.notNull())
        .addColumn('RespondentId', int)
        .addColumn('RespondentName', text, (c) => c.notNull())
        .addColumn('ContactId', int)
        .addColumn('Name', text, (c) => c.notNull().defaultTo(''))
        .addColumn('Username', text, (c) => c.notNull().defaultTo(''))
        .execute();
      await db.schema.createIndex('alarm_logs_alarm').on('alarm_logs').columns(['AlarmId', 'Created']).execute();

      await withId(db.schema.createTable('alarm_changes'), 'Seq', dialect)
        .addColumn('AlarmId', int, (c) => c.notNull())
        .addColumn('GlobalAlarmId', text, (c) => c.notNull())
        .addColumn('RespondentGroupId', int, (c) => c.notNull())
        .addColumn('Kind', text, (c) => c.notNull())
        .addColumn('CreatedAt', text, (c) => c.notNull())
        .execute();
      await db.schema.createIndex('alarm_changes_group').on('alarm_changes').columns(['RespondentGroupId', 'Seq']).execute();

      await db.schema
        .createTable('settings')
        .addColumn('Key', text, (c) => c.primaryKey())
        .addColumn('Value', text, (c) => c.notNull())
        .execute();

      await db.schema
        .createTable('idempotency')
        .addColumn('Principal', text, (c) => c.notNull())
        .addColumn('IdemKey', text, (c) => c.notNull())
        .addColumn('Method', text, (c) => c.notNull())
        .addColumn('Path', text, (c) => c.notNull())
        .addColumn('Status', int, (c) => c.notNull())
        .addColumn('Body', text, (c) => c.notNull())
        .addColumn('CreatedAt', text, (c) => c.notNull())
        .addPrimaryKeyConstraint('idempotency_pk', ['Principal', 'IdemKey'])
        .execute();

      await db.schema
        .createTable('api_keys')
        .addColumn('KeyHash', text, (c) => c.primaryKey())
        .addColumn('Name', text, (c) => c.notNull())
        .execute();
    },
  };
}

/**
 * The NotifyAfter value a reminder push was last sent for (each reminder is pushed once), and the text the
 * acknowledgement modal shows.
 */
const reminderAndAcknowledgement: Migration = {
  async up(db: UntypedDb) {
    await db.schema.alterTable('alarms').addColumn('ReminderSentFor', text).execute();
    await db.schema.alterTable('alarms').addColumn('AcknowledgementText', text, (c) => c.notNull().defaultTo('')).execute();
  },
};

/** Resource calls of an alarm and incident reports attached to alarms. */
function resourcesAndReports(dialect: SqlDialectName): Migration {
  return {
    async up(db: UntypedDb) {
      await db.schema
        .createTable('resource_calls')
        .addColumn('AlarmId', int, (c) => c.notNull())
        .addColumn('Resource', text, (c) => c.notNull())
        .addColumn('Message', text, (c) => c.notNull())
        .addColumn('NotifyOnUpdate', int, (c) => c.notNull().defaultTo(0))
        .addColumn('DeactivateAlarmWhenAllDone', int, (c) => c.notNull().defaultTo(0))
        .addColumn('CalledAt', text, (c) => c.notNull())
        .addPrimaryKeyConstraint('resource_calls_pk', ['AlarmId', 'Resource'])
        .execute();
      await withId(db.schema.createTable('incident_reports'), 'ReportId', dialect)
        .addColumn('AlarmId', int, (c) => c.notNull())
        .addColumn('Text', text, (c) => c.notNull())
        .addColumn('CreatedBy', int, (c) => c.notNull())
        .addColumn('LastUpdated', text, (c) => c.notNull())
        .execute();
      await db.schema.createIndex('incident_reports_alarm').on('incident_reports').column('AlarmId').execute();
    },
  };
}

/** The fan-out of every alarm change reads the members of the alarm's group (the primary key leads with the respondent). */
const groupMembersByGroup: Migration = {
  async up(db: UntypedDb) {
    await db.schema.createIndex('group_members_group').on('group_members').columns(['RespondentGroupId', 'RespondentId']).execute();
  },
};

/**
 * Stored answers keyed by the route pattern and a hash of the request (no URL with its query is kept), numbered so
 * the oldest of a caller can be dropped over the cap, and dated for pruning. The old rows are a 24-hour replay
 * cache: they are dropped, not converted.
 */
function idempotencyRoutes(dialect: SqlDialectName): Migration {
  return {
    async up(db: UntypedDb) {
      await db.schema.dropTable('idempotency').execute();
      await withId(db.schema.createTable('idempotency'), 'Id', dialect)
        .addColumn('Principal', text, (c) => c.notNull())
        .addColumn('IdemKey', text, (c) => c.notNull())
        .addColumn('Route', text, (c) => c.notNull())
        .addColumn('RequestHash', text, (c) => c.notNull())
        .addColumn('Status', int, (c) => c.notNull())
        .addColumn('Body', text, (c) => c.notNull())
        .addColumn('CreatedAt', text, (c) => c.notNull())
        .execute();
      await db.schema.createIndex('idempotency_key').on('idempotency').columns(['Principal', 'IdemKey']).unique().execute();
      await db.schema.createIndex('idempotency_principal').on('idempotency').columns(['Principal', 'Id']).execute();
      await db.schema.createIndex('idempotency_created').on('idempotency').column('CreatedAt').execute();
    },
  };
}

/** Operators seeded by the demo before 0006 (their RemoteId is `R-<username>`): marked so ARC_DEMO=0 can disable them. */
const DEMO_REMOTE_IDS = ['R-anna', 'R-bjorn', 'R-cecilia', 'R-david', 'R-eva', 'R-frida'];

/**
 * The respondent groups each operator may join (existing operators keep the groups they are in), the monitored user
 * a one-time link was made for (its session is confined to that user), the centre's test users, and demo accounts.
 */
const groupAccess: Migration = {
  async up(db: UntypedDb) {
    await db.schema
      .createTable('respondent_group_access')
      .addColumn('RespondentId', int, (c) => c.notNull())
      .addColumn('RespondentGroupId', int, (c) => c.notNull())
      .addPrimaryKeyConstraint('respondent_group_access_pk', ['RespondentId', 'RespondentGroupId'])
      .execute();
    await db
      .insertInto('respondent_group_access')
      .columns(['RespondentId', 'RespondentGroupId'])
      .expression(db.selectFrom('group_members').select(['RespondentId', 'RespondentGroupId']))
      .execute();
    await db.schema.alterTable('url_logins').addColumn('UserId', int).execute();
    await db.schema.alterTable('tokens').addColumn('UserId', int).execute();
    await db.schema.alterTable('monitored_users').addColumn('TestUser', int, (c) => c.notNull().defaultTo(0)).execute();
    await db.schema.alterTable('respondents').addColumn('DemoAccount', int, (c) => c.notNull().defaultTo(0)).execute();
    await db.updateTable('respondents').set({ DemoAccount: 1 }).where('RemoteId', 'in', DEMO_REMOTE_IDS).execute();
  },
};

/**
 * Session families (every token belongs to one login, which ends as a whole and at an absolute expiry), one
 * two-factor challenge per user with a hashed code, and the user-level two-factor counters. Pending challenges
 * are minutes-long: the old per-token table is dropped rather than carried over.
 */
const sessionFamilies: Migration = {
  async up(db: UntypedDb) {
    await db.schema
      .createTable('session_families')
      .addColumn('FamilyId', text, (c) => c.primaryKey())
      .addColumn('RespondentId', int, (c) => c.notNull())
      .addColumn('CreatedAt', text, (c) => c.notNull())
      .addColumn('AbsoluteExpiresAt', text, (c) => c.notNull())
      .addColumn('RevokedAt', text)
      .addColumn('LinkHash', text)
      .execute();
    await db.schema.createIndex('session_families_respondent').on('session_families').column('RespondentId').execute();
    await db.schema.alterTable('tokens').addColumn('FamilyId', text).execute();
    await db.schema.createIndex('tokens_family').on('tokens').column('FamilyId').execute();
    await db.schema.dropTable('two_factor_challenges').execute();
    await db.schema
      .createTable('two_factor_challenges')
      .addColumn('RespondentId', int, (c) => c.primaryKey())
      .addColumn('ChallengeId', text, (c) => c.notNull())
      .addColumn('TokenHash', text, (c) => c.notNull())
      .addColumn('CodeHash', text)
      .addColumn('ExpiresAt', text, (c) => c.notNull())
      .execute();
    await db.schema.alterTable('respondents').addColumn('TwoFactorFailures', int, (c) => c.notNull().defaultTo(0)).execute();
    await db.schema.alterTable('respondents').addColumn('TwoFactorFailedAt', text).execute();
    await db.schema.alterTable('respondents').addColumn('TotpLastStep', int).execute();
  },
};

/**
 * One-use push-socket tickets (security #16): stored hashed, bound to the access token that asked, so the ticket
 * dies with that session.
 */
const socketTickets: Migration = {
  async up(db: UntypedDb) {
    await db.schema
      .createTable('socket_tickets')
      .addColumn('TicketHash', text, (c) => c.primaryKey())
      .addColumn('AccessTokenHash', text, (c) => c.notNull())
      .addColumn('ExpiresAt', text, (c) => c.notNull())
      .execute();
  },
};

/**
 * A planned alarm joins the alarm list only when its time comes (RaisedAt, null until then); an absence knows the
 * alarm raised at its end (so deleting the absence withdraws it); a log row carries an event code and parameters
 * so the console can write it in the operator's language (LogText stays English for the existing clients).
 */
const plannedRaiseAndLogEvents: Migration = {
  async up(db: UntypedDb) {
    await db.schema.alterTable('alarms').addColumn('RaisedAt', text).execute();
    await db.updateTable('alarms').set({ RaisedAt: sql.ref('ServerAlarmTime') }).execute();
    await db.schema.alterTable('absences').addColumn('AlarmId', int).execute();
    await db.schema.alterTable('alarm_logs').addColumn('EventCode', text).execute();
    await db.schema.alterTable('alarm_logs').addColumn('EventParams', text).execute();
  },
};

/** Calls of the reference voice gateway (the operator's active, held and finished calls) and voice tokens. */
const calls: Migration = {
  async up(db: UntypedDb) {
    await db.schema
      .createTable('calls')
      .addColumn('CallSid', text, (c) => c.primaryKey())
      .addColumn('RespondentId', int, (c) => c.notNull())
      .addColumn('AlarmId', int)
      .addColumn('GlobalAlarmId', text)
      .addColumn('Direction', text, (c) => c.notNull())
      .addColumn('CallFrom', text, (c) => c.notNull())
      .addColumn('CallTo', text, (c) => c.notNull())
      .addColumn('State', text, (c) => c.notNull())
      .addColumn('Take', int, (c) => c.notNull().defaultTo(0))
      .addColumn('Participants', text, (c) => c.notNull())
      .addColumn('Conference', text)
      .addColumn('VoiceUnit', int, (c) => c.notNull().defaultTo(0))
      .addColumn('AutoHangUpAt', text)
      .addColumn('InitiatedAt', text, (c) => c.notNull())
      .addColumn('AnsweredAt', text)
      .addColumn('OnHoldAt', text)
      .addColumn('EndedAt', text)
      .execute();
    await db.schema.createIndex('calls_respondent_state').on('calls').columns(['RespondentId', 'State']).execute();
    await db.schema
      .createTable('voice_tokens')
      .addColumn('TokenHash', text, (c) => c.primaryKey())
      .addColumn('RespondentId', int, (c) => c.notNull())
      .addColumn('FamilyId', text, (c) => c.notNull())
      .addColumn('ExpiresAt', text, (c) => c.notNull())
      .execute();
  },
};

/** An alarm text the server raised itself also carries its code, for the console to translate (qa-supervisor P2-15). */
const alarmTextCodes: Migration = {
  async up(db: UntypedDb) {
    await db.schema.alterTable('alarms').addColumn('AlarmTextCode', text).execute();
    await db.schema.alterTable('alarms').addColumn('AlarmTextParams', text).execute();
  },
};

/** Every schema version, oldest first. Append new ones; never edit a released migration. */
export function migrations(dialect: SqlDialectName): Record<string, Migration> {
  return {
    '0001_initial': initial(dialect),
    '0002_reminder_acknowledgement': reminderAndAcknowledgement,
    '0003_resources_reports': resourcesAndReports(dialect),
    '0004_group_members_by_group': groupMembersByGroup,
    '0005_session_families': sessionFamilies,
    '0006_group_access': groupAccess,
    '0007_idempotency_routes': idempotencyRoutes(dialect),
    '0008_socket_tickets': socketTickets,
    '0009_planned_raise_log_events': plannedRaiseAndLogEvents,
    '0010_calls': calls,
    '0011_cameras': camerasMigration(dialect),
    '0012_command_details': commandDetails,
    '0013_transmitter_info': transmitterInfo,
    '0014_contacts': contactsMigration,
    '0019_planning': planningMigration,
    '0020_support': supportMigration,
    '0021_dictionaries': dictionariesMigration,
    '0022_session_idle': sessionIdleMigration,
    '0023_dictionary_versions': dictionaryVersionsMigration(dialect),
    '0024_audit_events': auditMigration(dialect),
    '0025_browser_log_uploads': browserLogUploadsMigration,
    '0026_person_records': personRecordsMigration(dialect),
    '0027_system_test_results': systemTestResultsMigration,
    '0028_alarm_text_codes': alarmTextCodes,
  };
}

export async function migrateToLatest(db: UntypedDb, dialect: SqlDialectName): Promise<void> {
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations(dialect) } });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${String(error)}`);
  }
}

