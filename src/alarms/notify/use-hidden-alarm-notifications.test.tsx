import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestI18n } from '../../app/testing/test-i18n.ts';
import type { ListedAlarm } from '../../db/rows.ts';
import type { AlarmState } from '../../domain/alarm-state.ts';
import type { ListRow } from '../list/list-model.ts';
import { useHiddenAlarmNotifications } from './use-hidden-alarm-notifications.ts';

/** The page's Notification, recording what the console shows and closes. */
class RecordedNotification {
  static permission: NotificationPermission = 'granted';
  static shown: RecordedNotification[] = [];
  closed = false;
  onclick: (() => void) | null = null;
  constructor(
    readonly title: string,
    readonly options: NotificationOptions,
  ) {
    RecordedNotification.shown.push(this);
  }
  close() {
    this.closed = true;
  }
}

const alarm = (AlarmId: number, Priority: number): ListedAlarm =>
  ({ AlarmId, GlobalAlarmId: `g${AlarmId}`, Active: true, AlarmText: `Alarm ${AlarmId}`, Name: `Person ${AlarmId}`, Priority, ServerAlarmTime: '2026-11-28T10:00:00Z' }) as ListedAlarm;
const row = (source: ListedAlarm, state: AlarmState = 'NotResponded'): ListRow => ({ alarm: source, state, tab: state === 'NotResponded' ? 'active' : 'responded' });

beforeEach(() => {
  RecordedNotification.shown = [];
  vi.stubGlobal('Notification', RecordedNotification);
});
afterEach(() => vi.unstubAllGlobals());

async function harness(initial: { rows: ListRow[]; owner: boolean; visible: boolean }) {
  const i18n = await createTestI18n();
  const where = { path: '' };
  const wrapper = ({ children }: { children: ReactNode }) => (
    <I18nextProvider i18n={i18n}>
      <MemoryRouter initialEntries={['/dashboard']}>{children}</MemoryRouter>
    </I18nextProvider>
  );
  const hook = renderHook(
    (props: { rows: ListRow[]; owner: boolean; visible: boolean }) => {
      where.path = useLocation().pathname;
      useHiddenAlarmNotifications({ rows: props.rows, owner: props.owner, anyTabVisible: () => props.visible });
    },
    { wrapper, initialProps: initial },
  );
  return { ...hook, where };
}

describe('useHiddenAlarmNotifications', () => {
  it('mission-gap hidden console: the first load is silent; a new alarm notifies only from the owner while no tab is visible', async () => {
    const first = alarm(1, 2);
    const { rerender } = await harness({ rows: [row(first)], owner: true, visible: false });
    expect(RecordedNotification.shown).toEqual([]);
    const visibleNew = alarm(2, 2);
    rerender({ rows: [row(visibleNew), row(first)], owner: true, visible: true });
    const notOwnerNew = alarm(3, 2);
    rerender({ rows: [row(notOwnerNew), row(visibleNew), row(first)], owner: false, visible: false });
    expect(RecordedNotification.shown).toEqual([]);
    // Becoming the owner only remembers what is listed (alarm 3 arrived before); the next alarm notifies.
    const listed = [row(notOwnerNew), row(visibleNew), row(first)];
    rerender({ rows: listed, owner: true, visible: false });
    const acute = alarm(4, 3);
    rerender({ rows: [row(acute), ...listed], owner: true, visible: false });
    expect(RecordedNotification.shown.map(({ title, options }) => ({ title, ...options }))).toEqual([
      { title: 'Acute: Alarm 4', body: 'Person 4', tag: 'arc-alarm-4', requireInteraction: true },
    ]);
  });

  it('mission-gap hidden console: its click opens the alarm; taken by anyone it closes, also in a tab that no longer plays', async () => {
    const waiting = alarm(1, 1);
    const { rerender, where } = await harness({ rows: [], owner: true, visible: false });
    const fresh = alarm(2, 1);
    rerender({ rows: [row(waiting), row(fresh)], owner: true, visible: false });
    const [first, second] = RecordedNotification.shown;
    expect([first?.title, second?.options.requireInteraction]).toEqual(['Normal: Alarm 1', false]);
    act(() => first!.onclick!());
    expect(where.path).toBe('/dashboard/template/default/1');
    expect(first!.closed).toBe(true);
    rerender({ rows: [row(waiting), row({ ...fresh, RespondentId: 9 }, 'Responded')], owner: false, visible: true });
    expect(second!.closed).toBe(true);
  });
});
