import type { RenderResult } from '@testing-library/react';
import type { i18n as I18n } from 'i18next';
import type { ReactNode } from 'react';
import { createMemoryRouter, useLocation } from 'react-router-dom';
import alarmEn from '../../../public/locales/en-GB/alarm.json';
import alarmFi from '../../../public/locales/fi-FI/alarm.json';
import alarmNb from '../../../public/locales/nb-NO/alarm.json';
import alarmSv from '../../../public/locales/sv-SE/alarm.json';
import camerasEn from '../../../public/locales/en-GB/cameras.json';
import commandsEn from '../../../public/locales/en-GB/commands.json';
import commandsSv from '../../../public/locales/sv-SE/commands.json';
import commonEn from '../../../public/locales/en-GB/common.json';
import commonSv from '../../../public/locales/sv-SE/common.json';
import { fakeEngine, type FakeEngine } from '../../app/testing/fake-engine.ts';
import { renderRouter } from '../../app/testing/render-router.tsx';
import { seedOperator, TEST_USER } from '../../app/testing/seed-console.ts';
import type { AlarmDetails, AlarmHistoryItem, Attachments, Position, UserDetails } from '../../contract/index.ts';
import { alarmsChannelName } from '../../db/alarm-changes.ts';
import { closeUserDatabase, openUserDatabase } from '../../db/database.ts';
import type { ListedAlarm, Call, Me, SessionRow } from '../../db/rows.ts';
import { createI18n } from '../../i18n/create-i18n.ts';
import { resetAcceptGate } from '../accept-gate.ts';

/** The operator every alarm test logs in as; respondent 11. */
export const USER = TEST_USER;
export const MY_RESPONDENT = 11;

let nextId = 1000;

/** A contract-shaped alarm row; unanswered and active unless the patch says otherwise. */
export function makeAlarm(patch: Partial<ListedAlarm> = {}): ListedAlarm {
  const AlarmId = patch.AlarmId ?? nextId++;
  return {
    AlarmId,
    GlobalAlarmId: `00000000-0000-4000-8000-${String(AlarmId).padStart(12, '0')}`,
    Template: 'default',
    Active: true,
    UserId: 500,
    AlarmText: `Alarm ${AlarmId}`,
    Name: 'Greta Gustafsson',
    ServerAlarmTime: '2026-03-01T10:00:00Z',
    RespondentId: null,
    Level: 1,
    Priority: 1,
    ClearAllowed: false,
    ...patch,
  };
}

/** An alarm's details: the alarm plus DynamicDetails (owned by the test operator unless patched). */
export function makeDetails(alarm: ListedAlarm, dynamic: Partial<AlarmDetails['DynamicDetails']> = {}): AlarmDetails {
  return {
    ...alarm,
    DynamicDetails: {
      Active: alarm.Active,
      RespondentId: alarm.RespondentId ?? null,
      RespondentName: alarm.RespondentName ?? null,
      RespondentInitials: alarm.RespondentInitials ?? null,
      ...dynamic,
    },
  };
}

export interface AlarmSeed {
  session?: Partial<SessionRow>;
  me?: Partial<Me>;
  settings?: Record<string, string>;
  alarms?: ListedAlarm[];
  details?: AlarmDetails[];
  users?: UserDetails[];
  history?: { UserId: number; items: AlarmHistoryItem[] }[];
  positions?: { UserId: number; items: Position[] }[];
  attachments?: { AlarmId: number; value: Attachments }[];
  ongoingAbsence?: number[];
  prefs?: Record<string, unknown>;
  viewed?: Record<number, number>;
  calls?: Call[];
  /** The account's permissions (GET api/actions); none stored: not read yet. */
  actions?: string[];
}

/** Writes a logged-in operator's data where the db hooks read it (a fresh database each time). */
export async function seedAlarms(seed: AlarmSeed = {}): Promise<void> {
  resetAcceptGate();
  const stale = openUserDatabase(USER);
  await stale.delete();
  closeUserDatabase(USER);
  const db = await seedOperator(seed);
  await db.alarms.bulkPut(seed.alarms ?? []);
  await db.alarmDetails.bulkPut(seed.details ?? []);
  await db.userDetails.bulkPut(seed.users ?? []);
  await db.history.bulkPut(seed.history ?? []);
  await db.positions.bulkPut(seed.positions ?? []);
  await db.attachments.bulkPut(seed.attachments ?? []);
  await db.absences.bulkPut(
    (seed.ongoingAbsence ?? []).map((UserId) => ({
      UserId,
      calendar: { Ongoing: [{ Id: 1, StartDate: '2026-01-01T00:00:00Z' }], Upcoming: [], Previous: [] },
    })),
  );
  await db.prefs.bulkPut(Object.entries(seed.prefs ?? {}).map(([key, value]) => ({ key, value })));
  await db.viewed.bulkPut(Object.entries(seed.viewed ?? {}).map(([id, viewedAt]) => ({ AlarmId: Number(id), viewedAt })));
  await db.calls.bulkPut(seed.calls ?? []);
  if (seed.actions) await db.permissions.put({ Actions: seed.actions }, 'actions');
}

/** The database the views read, for tests that change data while a view is shown. */
export function userDb() {
  return openUserDatabase(USER);
}

/** Writes alarms as the engine does while a view is shown: stored, then announced to the tabs' alarm store. */
export async function engineWritesAlarms(alarms: ListedAlarm[]): Promise<void> {
  const db = userDb();
  await db.alarms.bulkPut(alarms);
  const channel = new BroadcastChannel(alarmsChannelName(db.name));
  channel.postMessage({ kind: 'alarms-changed', db: db.name, ids: alarms.map((alarm) => alarm.AlarmId) });
  channel.close();
}

const resources = {
  'en-GB': { alarm: alarmEn, common: commonEn, cameras: camerasEn, commands: commandsEn },
  'sv-SE': { alarm: alarmSv, common: commonSv, commands: commandsSv },
  'nb-NO': { alarm: alarmNb },
  'fi-FI': { alarm: alarmFi },
};

export function alarmI18n(language = 'en-GB'): Promise<I18n> {
  return createI18n({ resources, language });
}

/** Shows where the app navigated, so tests can assert it like a user reading the address bar. */
function LocationProbe() {
  return <output data-testid="location">{useLocation().pathname}</output>;
}

export interface RenderedAlarmView extends RenderResult {
  engine: FakeEngine;
  location(): string;
  /** Goes to `path` as a link would. */
  navigate(path: string): Promise<void>;
}

/** Renders `ui` under `route` at `path` with the real alarm translations, a router and a fake engine. */
export async function renderAlarmView(
  ui: ReactNode,
  options: { path?: string; route?: string; engine?: FakeEngine; language?: string } = {},
): Promise<RenderedAlarmView> {
  const engine = options.engine ?? fakeEngine();
  const i18n = await alarmI18n(options.language);
  const router = createMemoryRouter(
    [
      {
        path: options.route ?? '*',
        element: (
          <>
            {ui}
            <LocationProbe />
          </>
        ),
      },
      { path: '*', element: <LocationProbe /> },
    ],
    { initialEntries: [options.path ?? '/dashboard'] },
  );
  const result = renderRouter(router, engine, i18n);
  return { ...result, engine, location: () => result.getAllByTestId('location')[0]?.textContent ?? '', navigate: (path) => router.navigate(path) };
}
