import { useFreshLiveQuery } from './use-fresh-live-query.ts';
import { useSyncExternalStore } from 'react';
import { type ConsoleSettings, parseSettings } from '../domain/settings.ts';
import { type AlarmStore, alarmStoreFor } from './alarm-store.ts';
import { currentUser } from './current-user.ts';
import { type ArcDatabase, openUserDatabase } from './database.ts';
import type { ListWindow } from './list-order.ts';
import { listWindowFor, type WindowSource } from './list-window.ts';
import {
  ABSENCE_REASONS_KEY,
  type AbsenceCalendar,
  type ListedAlarm,
  type AlarmDetails,
  type AlarmHistoryItem,
  type Attachments,
  type Me,
  type OutboxRow,
  type Permissions,
  type PrefRow,
  type Respondent,
  type RespondentGroup,
  type SessionRow,
  type StoredAbsenceReasons,
  type SyncErrorRow,
  type UserDetails,
  type ViewedRow,
} from './rows.ts';

/**
 * Live views of IndexedDB for React. Every hook returns `undefined` while its first read runs; afterwards the
 * value (null or an empty list when nothing is stored or nobody is logged in) and re-renders on every Dexie write,
 * including writes made by the engine in its worker.
 */

/** The logged-in user's database, null when nobody is logged in, undefined while loading. */
export function useUserDatabase(): ArcDatabase | null | undefined {
  const users = currentUser();
  const username = useSyncExternalStore(users.subscribe, users.getSnapshot);
  if (username === undefined) return undefined;
  return username === null ? null : openUserDatabase(username);
}

/** Runs `read` against the user's database; `fallback` when nobody is logged in. */
function useUserQuery<T>(read: (db: ArcDatabase) => Promise<T>, fallback: T, deps: unknown[]): T | undefined {
  const db = useUserDatabase();
  // `read` and `fallback` are the caller's constants; what varies is in `deps`, as each caller lists it.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  return useFreshLiveQuery(async () => (db ? read(db) : db === null ? fallback : undefined), [db, ...deps]);
}

export function useSession(): SessionRow | null | undefined {
  return useUserQuery(async (db) => (await db.session.get('current')) ?? null, null, []);
}

export function useMe(): Me | null | undefined {
  return useUserQuery(async (db) => (await db.me.get('me')) ?? null, null, []);
}

/** Server settings, typed by src/domain/settings.ts (defaults when none are stored yet). */
export function useSettings(): ConsoleSettings | undefined {
  return useUserQuery(async (db) => parseSettings(await db.settings.toArray()), parseSettings([]), []);
}

export function usePermissions(): Permissions | null | undefined {
  return useUserQuery(async (db) => (await db.permissions.get('actions')) ?? null, null, []);
}

const noStore = { subscribe: () => () => undefined, getSnapshot: () => undefined };

/** The alarm store the list reads (null where there is none: no user, or no BroadcastChannel). */
export function useAlarmStore(): AlarmStore | null {
  const db = useUserDatabase();
  return db ? alarmStoreFor(db) : null;
}

/**
 * Read through the alarm store (only changed rows are re-read after a push); where BroadcastChannel is missing, a
 * live query re-reading the table. The query reads nothing while the store is used, so Dexie never re-runs it.
 */
export function useAlarms(): ListedAlarm[] | undefined {
  const db = useUserDatabase();
  const store = db ? alarmStoreFor(db) : null;
  const stored = useSyncExternalStore((store ?? noStore).subscribe, (store ?? noStore).getSnapshot);
  const queried = useFreshLiveQuery(
    async () => (db && !store ? db.alarms.toArray() : db === null ? [] : undefined),
    [db, store],
  );
  return store ? stored : queried;
}

const noWindow = { subscribe: () => () => undefined, getSnapshot: () => null };

/** The start's window of the list (src/db/list-window.ts) and its source; undefined while read or nobody is known. */
export function useListWindow(): { window: ListWindow | null | undefined; source: WindowSource | null } {
  const db = useUserDatabase();
  const source = db ? listWindowFor(db) : null;
  const window = useSyncExternalStore((source ?? noWindow).subscribe, (source ?? noWindow).getSnapshot);
  return { window: source ? window : undefined, source };
}

export function useAlarm(alarmId: number | null | undefined): ListedAlarm | null | undefined {
  return useUserQuery(async (db) => (alarmId ? ((await db.alarms.get(alarmId)) ?? null) : null), null, [alarmId]);
}

export function useAlarmDetails(alarmId: number | null | undefined): AlarmDetails | null | undefined {
  return useUserQuery(
    async (db) => (alarmId ? ((await db.alarmDetails.get(alarmId)) ?? null) : null),
    null,
    [alarmId],
  );
}

export function useUserDetails(userId: number | null | undefined): UserDetails | null | undefined {
  return useUserQuery(async (db) => (userId ? ((await db.userDetails.get(userId)) ?? null) : null), null, [userId]);
}

export function useHistory(userId: number | null | undefined): AlarmHistoryItem[] | null | undefined {
  return useUserQuery(
    async (db) => (userId ? ((await db.history.get(userId))?.items ?? null) : null),
    null,
    [userId],
  );
}

export function useAttachments(alarmId: number | null | undefined): Attachments | null | undefined {
  return useUserQuery(
    async (db) => (alarmId ? ((await db.attachments.get(alarmId))?.value ?? null) : null),
    null,
    [alarmId],
  );
}

export function useGroups(): RespondentGroup[] | undefined {
  return useUserQuery((db) => db.groups.toArray(), [], []);
}

/** The user's absences by phase (ABS-02); null when none are stored. */
export function useAbsenceCalendar(userId: number | null | undefined): AbsenceCalendar | null | undefined {
  return useUserQuery(async (db) => (userId ? ((await db.absences.get(userId))?.calendar ?? null) : null), null, [userId]);
}

/** Absence reasons of the configured set (ABS-13), in the server's order; empty until loaded. */
export function useAbsenceReasons(): string[] | undefined {
  return useUserQuery(
    async (db) => ((await db.meta.get(ABSENCE_REASONS_KEY))?.value as StoredAbsenceReasons | undefined)?.names ?? [],
    [],
    [],
  );
}

/** Respondents of one group; without a group id, every respondent (GET api/respondents). */
export function useRespondents(groupId?: number | null): Respondent[] | undefined {
  return useUserQuery(async (db) => (await db.respondents.get(groupId ?? 0))?.items ?? [], [], [groupId]);
}

/** Newest first (SHELL-17). */
export function useSyncErrors(): SyncErrorRow[] | undefined {
  return useUserQuery((db) => db.syncErrors.orderBy('at').reverse().toArray(), [], []);
}

/** Viewed marks by alarm id (epoch ms). */
export function useViewed(): Map<number, number> | undefined {
  return useUserQuery(
    async (db) => new Map((await db.viewed.toArray()).map((row: ViewedRow) => [row.AlarmId, row.viewedAt])),
    new Map<number, number>(),
    [],
  );
}

/** Local preferences (core §3) by key; defaults are applied by the views that read them. */
export function usePrefs(): Record<string, unknown> | undefined {
  return useUserQuery(
    async (db) => Object.fromEntries((await db.prefs.toArray()).map((row: PrefRow) => [row.key, row.value])),
    {},
    [],
  );
}

/**
 * Writes that wait for the server ("waiting to send"), oldest first; `state: 'failed'` ones were refused and carry
 * the server's message and the operator's text. Live writes (accept, clear, ...) are left out: they never wait.
 */
export function useOutbox(): OutboxRow[] | undefined {
  return useUserQuery(async (db) => (await db.outbox.orderBy('createdAt').toArray()).filter((row) => !row.live), [], []);
}
