import { type ArcDatabase, closeUserDatabase, openSessionDirectory, openUserDatabase } from '../../db/database.ts';
import type { ListedAlarm, Me, SessionRow, SyncErrorRow } from '../../db/rows.ts';

export const TEST_USER = 'anna';

export function testSession(patch: Partial<SessionRow> = {}): SessionRow {
  return {
    key: 'current',
    username: TEST_USER,
    respondentId: 11,
    tokenType: 'bearer',
    accessToken: 'token',
    adminAccessToken: null,
    expiresIn: 3600,
    expiresAt: Date.now() + 3_600_000,
    initialExpiry: Date.now() + 36_000_000,
    renewedAt: null,
    renewalToken: null,
    telephony: 'none',
    phone: null,
    phoneSelected: false,
    readOnly: false,
    simpleLogin: false,
    simpleLoginAuth: false,
    linkAlarmPath: null,
    adminId: 1,
    deviceToken: null,
    registration: 'allowed',
    ...patch,
  };
}

export interface Seed {
  session?: Partial<SessionRow>;
  me?: Partial<Me>;
  settings?: Record<string, string>;
  actions?: string[];
  alarms?: ListedAlarm[];
  syncErrors?: SyncErrorRow[];
  groups?: { RespondentGroupId: number; Description: string; Forced?: boolean; Selected?: boolean }[];
}

/** Logs the test operator in: the session, the profile and the settings every logged-in view reads. */
export async function seedOperator(seed: Pick<Seed, 'session' | 'me' | 'settings'>): Promise<ArcDatabase> {
  await openSessionDirectory().current.put({ key: 'current', username: TEST_USER });
  const db = openUserDatabase(TEST_USER);
  await db.session.put(testSession(seed.session));
  await db.me.put({ Username: TEST_USER, Name: 'Anna Andersson', Initials: 'AA', RespondentId: 11, UserId: 5, ...seed.me } as Me, 'me');
  await db.settings.bulkPut(Object.entries(seed.settings ?? {}).map(([key, defaultvalue]) => ({ key, defaultvalue })));
  return db;
}

/** Writes a logged-in operator's data where the db hooks read it. */
export async function seedConsole(seed: Seed = {}): Promise<void> {
  const db = await seedOperator(seed);
  // As the demo's operators: the user register (CenterUsers) comes with the operator's role.
  await db.permissions.put({ Actions: seed.actions ?? ['AlarmOperator', 'CenterUsers'] }, 'actions');
  if (seed.alarms) await db.alarms.bulkPut(seed.alarms);
  if (seed.syncErrors) await db.syncErrors.bulkAdd(seed.syncErrors);
  if (seed.groups) await db.groups.bulkPut(seed.groups);
}

/** Nobody logged in, nothing stored. */
export async function clearConsole(): Promise<void> {
  const db = openUserDatabase(TEST_USER);
  await db.delete();
  closeUserDatabase(TEST_USER);
  await openSessionDirectory().current.clear();
}
