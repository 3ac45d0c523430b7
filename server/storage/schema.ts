import type { Generated } from 'kysely';

/*
 * Table types of the ARC database. Dates are ISO-8601 UTC strings (they sort as text on every engine), booleans
 * are 0/1 integers and free-form structures are JSON text, so the same queries run on SQLite and PostgreSQL.
 */

export interface RespondentTable {
  RespondentId: Generated<number>;
  Username: string; // stored lower-case: logins are case-insensitive
  Name: string;
  Initials: string;
  PasswordHash: string;
  TwoFactor: string; // 'none' | 'sms' | 'google'
  TotpSecret: string | null;
  Telephone: string;
  Language: string;
  Permissions: string; // comma list of permission names
  ReadOnly: number;
  ForceReset: number;
  PasswordChangedAt: string;
  RemoteId: string | null;
  IdentityId: string | null;
  TwilioUserName: string | null;
  Revoked: number;
  GroupsChangedSeq: number; // change sequence at the last group (visibility) change
  DemoAccount: Generated<number>; // seeded by the demo: disabled while the server runs without ARC_DEMO
  TwoFactorFailures: Generated<number>; // wrong codes since the last complete login (all challenges)
  TwoFactorFailedAt: Generated<string | null>; // the last wrong code: the counter lapses a lockout window later
  TotpLastStep: Generated<number | null>; // time step of the last accepted TOTP code (a code is good once)
}

export interface RespondentGroupTable {
  RespondentGroupId: Generated<number>;
  Description: string;
  Forced: number;
  UsingPlanningView: number;
}

export interface GroupMemberTable {
  RespondentId: number;
  RespondentGroupId: number;
}

/** The respondent groups an operator may join (POST api/me/respondentgroups) and see. */
export interface RespondentGroupAccessTable {
  RespondentId: number;
  RespondentGroupId: number;
}

export interface TokenTable {
  TokenHash: string;
  Kind: string; // 'access' | 'pending2fa' | 'renewal' | 'reset'
  RespondentId: number;
  ExpiresAt: string;
  ReadOnly: number;
  SimpleLogin: number;
  AlarmId: number | null;
  /** One-time link sessions: the monitored user the link was made for (every user call is confined to it). */
  UserId: Generated<number | null>;
  CreatedAt: string;
  Revoked: number;
  FamilyId: string | null; // the login it belongs to; null only for pending two-factor tokens
}

export interface SocketTicketTable {
  TicketHash: string;
  /** The access token that asked for it: the ticket opens a socket as that session, while it lives. */
  AccessTokenHash: string;
  ExpiresAt: string;
}

/** One login: its tokens (access, renewal, admin, reset) live no longer than the family. */
export interface SessionFamilyTable {
  FamilyId: string;
  RespondentId: number;
  CreatedAt: string;
  AbsoluteExpiresAt: string;
  RevokedAt: string | null;
  LinkHash: string | null; // one-time link sessions: the link they came from
}

/** At most one per user: a new login hands the live challenge to its pending token. */
export interface TwoFactorChallengeTable {
  RespondentId: number;
  ChallengeId: string;
  TokenHash: string; // the pending token that may answer it
  CodeHash: string | null; // sha256 of sms code + challenge id; null for TOTP
  ExpiresAt: string;
}

export interface DeviceTable {
  DeviceToken: string;
  RespondentId: number;
  Type: string;
  Telephone: string;
  UsingTwilio: number;
  CreatedAt: string;
  LastReportAt: string | null;
  Active: number;
}

export interface OutboxTable {
  Id: Generated<number>;
  RespondentId: number;
  Telephone: string;
  Message: string;
  Code: string;
  CreatedAt: string;
}

export interface UrlLoginTable {
  LinkHash: string; // hash of the p parameter
  PasswordHash: string;
  RespondentId: number;
  AlarmId: number;
  /** The alarm's user when the link was made: the only user its session may see. */
  UserId: Generated<number | null>;
  ReadOnly: number;
  ExpiresAt: string;
  UsedAt: string | null;
}

export interface MonitoredUserTable {
  UserId: Generated<number>;
  ExternalId: string | null;
  Name: string;
  LastName: string;
  NationalIdNumber: string;
  TelephoneNumber: string;
  ExchangeTelephoneNumber: string;
  Color: string;
  PositioningEnabled: number;
  SubscriptionActive: number;
  ResponseCenterComment: string;
  Organization: string;
  Profile: string; // JSON: the remaining UserDetails fields (medical data, key placement, ...)
  TestUser: Generated<number>; // 1: test alarms (POST api/test) may be raised for this user
}

export interface ContactTable {
  ContactId: Generated<number>;
  UserId: number;
  Name: string;
  Email: string;
  Relation: string;
  Telephone1: string;
  Telephone2: string;
  Telephone3: string;
  Address: string;
  SortOrder: number;
  IsResource: number;
}

export interface AddressTable {
  AddressId: Generated<number>;
  UserId: number;
  Street: string;
  PostalCode: string;
  City: string;
  Type: string;
}

export interface PositionTable {
  PositionId: Generated<number>;
  UserId: number;
  Type: string;
  Latitude: number;
  Longitude: number;
  ServerTime: string;
}

export interface NoteTable {
  UID: Generated<number>;
  UserId: number;
  AlarmId: number | null;
  NoteType: number;
  Note: string;
  AdminName: string;
  Created: string;
}

export interface AbsenceTable {
  Id: Generated<number>;
  UserId: number;
  Reason: string;
  Comment: string;
  StartAt: string;
  EndAt: string | null;
  CreateAlarm: number;
  CreatedBy: number;
  CreatedAt: string;
  AlarmId: number | null; // the planned alarm raised at the end of the absence
}

export interface TransmitterTable {
  TransmitterId: Generated<number>;
  UserId: number;
  TransmitterIdentifier: string;
  ProductId: number;
  ProductName: string;
  IsAlarmingTransmitter: number;
  Model: string;
  Manufacturer: string;
  ClientVersion: string;
  Comment: string;
}

export interface CommandTable {
  CommandId: Generated<number>;
  TransmitterId: number;
  GroupId: number;
  TranslationKey: string;
  Command: string;
  DTMF: string;
  CommandType: number;
  InputType: number;
  Type: string;
}

export interface AlarmTable {
  AlarmId: Generated<number>;
  GlobalAlarmId: string;
  UserId: number;
  RespondentGroupId: number;
  RespondentId: number | null; // owner
  Template: string;
  Active: number;
  AlarmText: string;
  TextMessage: string;
  IconRef: string;
  Priority: number;
  Level: number;
  Flags: string;
  Model: string;
  CallType: string;
  UseSound: number;
  ServerAlarmTime: string;
  PlannedTime: string | null;
  LastUpdated: string;
  NotifyAfter: string | null;
  SignificantUpdateAt: string | null;
  RequiresAcknowledgement: number;
  AcknowledgedAt: string | null;
  DoDeliveryConfirmation: number;
  DeliveredAt: string | null;
  TaskType: string;
  Comment: string;
  DueDate: string | null;
  OperatorInformation: string; // JSON
  PossibleReasons: string; // JSON string[]
  PossibleActions: string; // JSON string[]
  ReasonFreeText: number;
  ActionFreeText: number;
  ChangeSeq: number; // sequence of the alarm's last change (catch-up cursor)
  ReminderSentFor: string | null; // the NotifyAfter a reminder push went out for
  AcknowledgementText: Generated<string>; // shown by the acknowledgement modal
  RaisedAt: string | null; // when the alarm joined the alarm list; a planned alarm only at its planned time
}

export interface AlarmLogTable {
  Id: Generated<number>;
  AlarmId: number;
  Created: string;
  LastUpdated: string;
  PredefinedId: number;
  LogEventCode: number;
  LogText: string;
  RespondentId: number | null;
  RespondentName: string;
  ContactId: number | null;
  Name: string;
  Username: string;
  EventCode: string | null; // the console renders the row from this code in the operator's language
  EventParams: string | null; // JSON object of the code's string parameters
}

/** One row per alarm change; `remove` rows are the tombstones of alarms that left a respondent group. */
export interface AlarmChangeTable {
  Seq: Generated<number>;
  AlarmId: number;
  GlobalAlarmId: string;
  RespondentGroupId: number;
  Kind: string; // 'update' | 'remove'
  CreatedAt: string;
}

export interface ResourceCallTable {
  AlarmId: number;
  Resource: string;
  Message: string;
  NotifyOnUpdate: number;
  DeactivateAlarmWhenAllDone: number;
  CalledAt: string;
}

export interface IncidentReportTable {
  ReportId: Generated<number>;
  AlarmId: number;
  Text: string;
  CreatedBy: number;
  LastUpdated: string;
}

export interface SettingTable {
  Key: string;
  Value: string;
}

export interface IdempotencyTable {
  Id: Generated<number>;
  Principal: string;
  IdemKey: string;
  Route: string; // the route pattern, e.g. /api/alarms/:alarm_id/accept
  RequestHash: string; // sha256 of method, route, params, query and body
  Status: number;
  Body: string;
  CreatedAt: string;
}

export interface ApiKeyTable {
  KeyHash: string;
  Name: string;
}

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
}
