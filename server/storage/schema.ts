import type { DictionaryTextTable, DictionaryVersionTable } from '../dictionaries/schema-dictionaries.ts';
import type { RespondentTable, RespondentGroupTable, GroupMemberTable, RespondentGroupAccessTable, SettingTable } from './schema-centre.ts';
import type { TokenTable, SocketTicketTable, SessionFamilyTable, TwoFactorChallengeTable, DeviceTable, OutboxTable, UrlLoginTable, IdempotencyTable, ApiKeyTable } from '../sessions/schema-sessions.ts';
import type { MonitoredUserTable, ContactTable, AddressTable, PositionTable, NoteTable, AbsenceTable, TransmitterTable, CommandTable } from '../users/schema-users.ts';
import type { AlarmTable, AlarmLogTable, AlarmChangeTable, ResourceCallTable, IncidentReportTable } from '../alarms/schema-alarms.ts';
import type { CallTable, VoiceTokenTable } from './schema-calls.ts';
import type { AuditEventTable } from '../audit/audit-migration.ts';
import type { BrowserLogUploadTable } from '../support/browser-log-migration.ts';
import type { PersonRecordTable } from '../media/records-migration.ts';
import type { SystemTestResultTable } from '../support/system-test-migration.ts';
import type { Dc09AccountTable, Dc09EventTable } from '../dc09/dc09-migration.ts';
import type { CameraTable, CameraPresetTable, CameraExtraTable, MediaTicketTable } from './schema-cameras.ts';

/*
 * Table types of the ARC database. Dates are ISO-8601 UTC strings (they sort as text on every engine), booleans
 * are 0/1 integers and free-form structures are JSON text, so the same queries run on SQLite and PostgreSQL.
 */

export type * from './schema-centre.ts';
export type * from '../sessions/schema-sessions.ts';
export type * from '../users/schema-users.ts';
export type * from '../alarms/schema-alarms.ts';
export type * from './schema-calls.ts';
export type * from './schema-cameras.ts';

export interface Database {
  respondents: RespondentTable;
  respondent_groups: RespondentGroupTable;
  group_members: GroupMemberTable;
  respondent_group_access: RespondentGroupAccessTable;
  tokens: TokenTable;
  session_families: SessionFamilyTable;
  two_factor_challenges: TwoFactorChallengeTable;
  socket_tickets: SocketTicketTable;
  devices: DeviceTable;
  outbox: OutboxTable;
  url_logins: UrlLoginTable;
  monitored_users: MonitoredUserTable;
  contacts: ContactTable;
  addresses: AddressTable;
  positions: PositionTable;
  notes: NoteTable;
  absences: AbsenceTable;
  transmitters: TransmitterTable;
  commands: CommandTable;
  alarms: AlarmTable;
  alarm_logs: AlarmLogTable;
  alarm_changes: AlarmChangeTable;
  resource_calls: ResourceCallTable;
  incident_reports: IncidentReportTable;
  settings: SettingTable;
  idempotency: IdempotencyTable;
  api_keys: ApiKeyTable;
  calls: CallTable;
  voice_tokens: VoiceTokenTable;
  cameras: CameraTable;
  camera_presets: CameraPresetTable;
  camera_extras: CameraExtraTable;
  media_tickets: MediaTicketTable;
  dictionary_texts: DictionaryTextTable;
  browser_log_uploads: BrowserLogUploadTable;
  system_test_results: SystemTestResultTable;
  dictionary_versions: DictionaryVersionTable;
  audit_events: AuditEventTable;
  person_records: PersonRecordTable;
  dc09_accounts: Dc09AccountTable;
  dc09_events: Dc09EventTable;
}
