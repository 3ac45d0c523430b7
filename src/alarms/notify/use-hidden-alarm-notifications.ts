import type { TFunction } from 'i18next';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { backgroundGate } from '../../db/background-gate.ts';
import type { ListedAlarm } from '../../db/rows.ts';
import { alarmNotices, alarmNoticeTag, alertsByNotification, noticeStaysUntilActedOn } from '../../domain/alarm-notices.ts';
import { newAlarmEffects, updateSeenAlarms } from '../../domain/alarm-sound.ts';
import { alarmText } from '../../i18n/alarm-text.ts';
import { alarmPath } from '../alarm-path.ts';
import { rowsNotLooked } from '../list/list-delta.ts';
import type { ListRow } from '../list/list-model.ts';
import { notificationPermission } from './notification-permission.ts';

const AWAKE_REASON = 'alarm-notifications';

/**
 * A hidden console still alerts: while no tab of the console in this browser is visible (minimised, another window
 * in front), the sound owner's tab raises a system notification for each new unanswered alarm, one per browser. The
 * page's own Notification API is used, not the service worker's: the owner's tab stays awake while hidden (it plays
 * the sounds), so its click handler runs and may focus the window, and the tab that showed a notification holds it
 * and closes it as soon as its store says the alarm was taken or cleared, by anyone.
 */
export function useHiddenAlarmNotifications(input: { rows: readonly ListRow[] | undefined; owner: boolean; anyTabVisible(): boolean }): void {
  const { t } = useTranslation('alarm');
  const navigate = useNavigate();
  const latest = useRef({ ...input, t, navigate });
  latest.current = { ...input, t, navigate };
  /** Alarm id → whether it was My at the last look; undefined until the first load was seeded (silently). */
  const seen = useRef<Map<number, boolean> | undefined>(undefined);
  const looked = useRef(new WeakSet<ListRow>());
  /** The last rows looked at: a push's new rows are found among its changes. */
  const lastLooked = useRef<readonly ListRow[] | undefined>(undefined);
  const shown = useRef(new Map<number, Notification>());

  const { rows, owner } = input;
  useEffect(() => {
    if (!rows) return;
    // A tab that neither notifies nor holds a notification does no work per push; on becoming the owner its
    // first look is only remembered, as on a load.
    if (!owner && shown.current.size === 0) {
      seen.current = undefined;
      lastLooked.current = undefined;
      return;
    }
    const changed = rowsNotLooked(lastLooked.current, rows, looked.current);
    lastLooked.current = rows;
    changed.forEach((row) => looked.current.add(row));
    const { arrivedInActive } = newAlarmEffects(seen.current, changed);
    seen.current = updateSeenAlarms(seen.current, rows, changed);
    const { anyTabVisible } = latest.current;
    const alerting = alertsByNotification({ owner, anyTabVisible: owner && anyTabVisible(), permission: notificationPermission.get() });
    const { show, close } = alarmNotices({ alerting, arrived: arrivedInActive, changed, rows, shown: new Set(shown.current.keys()) });
    for (const alarmId of close) {
      shown.current.get(alarmId)?.close();
      shown.current.delete(alarmId);
    }
    for (const alarm of show) {
      const notification = showNotice(alarm, latest.current.t, () => latest.current.navigate(alarmPath(alarm)));
      if (notification) shown.current.set(alarm.AlarmId, notification);
    }
    // A tab that no longer plays (another was brought to the front) still closes what it showed, hidden or not.
    backgroundGate.keepAwake(AWAKE_REASON, shown.current.size > 0);
  }, [rows, owner]);

  // Signed out (the list unmounts): nothing shown may lead to an alarm any more.
  useEffect(() => {
    const notices = shown.current;
    return () => {
      notices.forEach((notification) => notification.close());
      backgroundGate.keepAwake(AWAKE_REASON, false);
    };
  }, []);
}

/** The alarm's notification (its tag replaces an earlier one); null where the page may not create one (Android). */
function showNotice(alarm: ListedAlarm, t: TFunction, open: () => void): Notification | null {
  const text = alarmText(t, alarm) || t('list.noText');
  const priority = alarm.Priority === 1 || alarm.Priority === 2 || alarm.Priority === 3 ? t(`list.priority.${alarm.Priority}`) : '';
  try {
    const notification = new Notification(priority ? t('systemNotice.title', { priority, text }) : text, {
      body: alarm.Name?.trim() || t('list.anonymous'),
      tag: alarmNoticeTag(alarm.AlarmId),
      requireInteraction: noticeStaysUntilActedOn(alarm.Priority),
    });
    notification.onclick = () => {
      window.focus();
      open();
      notification.close();
    };
    return notification;
  } catch (error) {
    console.warn('system notification not shown', error);
    return null;
  }
}
