import type { Migration } from 'kysely/migration';
import { int, type SqlDialectName, text, type UntypedDb, withId } from '../migration-kit.ts';

export function initial(dialect: SqlDialectName): Migration {
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
