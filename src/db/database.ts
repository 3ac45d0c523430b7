import { Dexie, type Table } from 'dexie';
import type { DatabaseBackend } from './memory-backend.ts';
import type {
  AbsencesRow,
  ListedAlarm,
  AlarmDetails,
  AttachmentsRow,
  Call,
  HistoryRow,
  Me,
  MetaRow,
  NotesRow,
  OutboxRow,
  Permissions,
  PersonRow,
  PlannedAlarm,
  PositionsRow,
  PrefRow,
  RespondentGroup,
  RespondentsRow,
  SessionRow,
  Setting,
  SyncErrorRow,
  UsedCommandRow,
  MediaFileRow,
  ReportDraftRow,
  UserDetails,
  ViewedRow,
} from './rows.ts';
import type { ListPlacement } from '../alarms/list/list-placement.ts';
import { fileAllAlarms, LIST_ORDER_STORES, listOrderTablesOf, type ListSummaryRow } from './list-order.ts';

/**
 * Schema of a user's database. Bump DB_SCHEMA_VERSION and add a `version(n)` step (never edit an old one) when a
 * table or index changes; an open older connection gets `versionchange` and its tab is told to reload.
 * Booleans cannot be IndexedDB keys, so `Active` is not indexed: filter it in memory (lists are small).
 */
export const DB_SCHEMA_VERSION = 9;

const schemaV1 = {
  session: 'key',
  me: '',
  settings: 'key',
  permissions: '',
  alarms: '&AlarmId, GlobalAlarmId, UserId, LastUpdated',
  alarmDetails: '&AlarmId',
  userDetails: '&UserId',
  history: '&UserId',
  positions: '&UserId',
  attachments: '&AlarmId',
  calls: '&CallSid',
  groups: '&RespondentGroupId',
  respondents: '&groupKey',
  notes: '&[UserId+noteType]',
  absences: '&UserId',
  plannedAlarms: '&AlarmId',
  viewed: '&AlarmId, viewedAt',
  syncErrors: '++id, at',
  outbox: '&key, state, createdAt, alarmId',
  meta: 'key',
  prefs: 'key',
};

/** One database per logged-in user, so a different user on the same browser never sees another's data. */
export class ArcDatabase extends Dexie {
  declare session: Table<SessionRow, 'current'>;
  /** Outbound key 'me'. */
  declare me: Table<Me, 'me'>;
  declare settings: Table<Setting, string>;
  /** Outbound key 'actions'. */
  declare permissions: Table<Permissions, 'actions'>;
  declare alarms: Table<ListedAlarm, number>;
  declare alarmDetails: Table<AlarmDetails, number>;
  declare userDetails: Table<UserDetails, number>;
  declare history: Table<HistoryRow, number>;
  declare positions: Table<PositionsRow, number>;
  declare attachments: Table<AttachmentsRow, number>;
  declare calls: Table<Call, string>;
  declare groups: Table<RespondentGroup, number>;
  declare respondents: Table<RespondentsRow, number>;
  declare notes: Table<NotesRow, [number, number]>;
  declare absences: Table<AbsencesRow, number>;
  declare plannedAlarms: Table<PlannedAlarm, number>;
  declare viewed: Table<ViewedRow, number>;
  declare syncErrors: Table<SyncErrorRow, number>;
  declare outbox: Table<OutboxRow, string>;
  declare meta: Table<MetaRow, string>;
  declare prefs: Table<PrefRow, string>;
  /** Commands this user ran per alarm (CMD-33..35). */
  declare person: Table<PersonRow, number>;
  declare usedCommands: Table<UsedCommandRow, [number, number]>;
  declare mediaFiles: Table<MediaFileRow, string>;
  declare reportDrafts: Table<ReportDraftRow, number>;
  /** Each alarm's tab and place in the list's order, and the list's counts (src/db/list-order.ts). */
  declare alarmOrder: Table<ListPlacement, number>;
  declare listSummary: Table<ListSummaryRow, 'summary'>;

  /** Kept in a memory IndexedDB: nothing in it outlives the worker, so nothing is filed for a later start. */
  readonly inMemory: boolean;

  constructor(
    readonly username: string,
    /** A memory IndexedDB where the browser's cannot be opened (see workers/sync/database-opener.ts). */
    backend?: DatabaseBackend,
  ) {
    // Live-query results are frozen and shared instead of deep-cloned per query: with 10,000 alarms the clone of
    // every re-read was a fifth of the tab's time per push. Views must treat rows as read-only (they do: they copy
    // before sorting and never assign to a row).
    super(userDatabaseName(username), { cache: 'immutable', ...backend });
    this.inMemory = backend !== undefined;
    this.version(1).stores(schemaV1);
    // v2: a stored write names its HTTP endpoint `endpoint` (it was `call`, a word now kept for phone calls).
    this.version(2)
      .stores(schemaV1)
      .upgrade((tx) =>
        tx
          .table('outbox')
          .toCollection()
          .modify((row: Record<string, unknown>) => {
            if ('call' in row) {
              row.endpoint = row.call;
              delete row.call;
            }
          }),
      );
    // v3: commands this user ran on an alarm, marked used (CMD-33..35).
    this.version(3).stores({ ...schemaV1, usedCommands: '&[AlarmId+CommandId], AlarmId' });
    // v6: incident report drafts, one per alarm (WIDGET-32).
    this.version(6).stores({ ...schemaV1, usedCommands: '&[AlarmId+CommandId], AlarmId', reportDrafts: '&AlarmId' });
    // v7: media files of alarm attachments as data URLs (API-22), shared by every alarm that names them.
    this.version(7).stores({ mediaFiles: '&filename' });
    // v8: the person around an open alarm (linked contact, external customer and dynamics info).
    this.version(8).stores({ person: '&AlarmId' });
    // v9: the list's filing, so that a start draws its first screen from a window; the stored alarms are filed now.
    this.version(9)
      .stores(LIST_ORDER_STORES)
      .upgrade((tx) => fileAllAlarms(listOrderTablesOf(tx)));
  }
}

const USER_DATABASE_PREFIX = 'arc-';
const SESSION_DIRECTORY_NAME = 'arc-session';

export function userDatabaseName(username: string): string {
  // Usernames are case-insensitive at the server: one database per person, whatever they typed.
  return `${USER_DATABASE_PREFIX}${username.trim().toLowerCase()}`;
}

export interface CurrentUserRow {
  key: 'current';
  username: string;
}

/**
 * The device token of this browser for a user (SESSION-02 keeps it in local storage; a worker has none, so it lives
 * here). It outlives logout: it names the device, not the session.
 */
export interface DeviceTokenRow {
  username: string;
  deviceToken: string;
}

/**
 * A logout made while the server could not be reached (security NM5): the token of the session it ends, kept here
 * and not in that user's database, so whichever engine starts next on this browser sends it, whoever logs in.
 */
export interface QueuedLogoutRow {
  /** The Idempotency-Key of every attempt. */
  key: string;
  tokenType: string;
  accessToken: string;
  /** Epoch ms when the token stops being valid anyway: the row is dropped then, unsent. */
  expiresAt: number;
}

/** The tiny database naming who is logged in on this browser; views follow it to the user's database. */
export class SessionDirectory extends Dexie {
  declare current: Table<CurrentUserRow, 'current'>;
  declare devices: Table<DeviceTokenRow, string>;
  declare logouts: Table<QueuedLogoutRow, string>;

  constructor(backend?: DatabaseBackend) {
    super(SESSION_DIRECTORY_NAME, { ...backend });
    this.version(1).stores({ current: 'key', devices: 'username' });
    // v2: logouts waiting for the network, whoever's session they end.
    this.version(2).stores({ logouts: 'key' });
  }
}

const userDatabases = new Map<string, ArcDatabase>();
/** This context's databases are in memory (src/db/tab-storage.ts) where IndexedDB is refused; undefined: IndexedDB. */
let backend: DatabaseBackend | undefined;

/** Keeps this context's databases in `memory` from now on: called before any is opened. */
export function keepDatabasesIn(memory: DatabaseBackend): void {
  backend = memory;
}

/** Whether this context's databases are in memory (a replica of the engine's, see src/sync-client/memory-replica.ts). */
export function databasesInMemory(): boolean {
  return backend !== undefined;
}

/** One open instance per user and context: Dexie live queries and the engine share it. */
export function openUserDatabase(username: string): ArcDatabase {
  const name = userDatabaseName(username);
  let db = userDatabases.get(name);
  if (!db) {
    db = new ArcDatabase(username, backend);
    userDatabases.set(name, db);
  }
  return db;
}

/** Closes and forgets a user's database (logout, or a test tearing down). */
export function closeUserDatabase(username: string): void {
  const name = userDatabaseName(username);
  userDatabases.get(name)?.close();
  userDatabases.delete(name);
}

let directory: SessionDirectory | null = null;

export function openSessionDirectory(): SessionDirectory {
  directory ??= new SessionDirectory(backend);
  return directory;
}

/** A database of this context by its name: the session directory, or a user's (userDatabaseName). */
export function openDatabaseNamed(name: string): Dexie {
  return name === SESSION_DIRECTORY_NAME ? openSessionDirectory() : openUserDatabase(name.slice(USER_DATABASE_PREFIX.length));
}
