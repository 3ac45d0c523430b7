import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { openAlarmIdFrom } from '../alarms/alarm-path.ts';
import { formatDateTime, timeFormatFrom } from '../alarms/format-time.ts';
import { administrationUrl } from '../users/admin-links.ts';
import { useAlarm, useHistory, useSettings } from '../db/hooks.ts';
import { sortAlarms } from '../domain/alarm-list.ts';
import { Button } from '../ui/button.tsx';
import { HistoryGridModal } from './history-grid-modal.tsx';
import { HistoryItem } from './history-item.tsx';
import './history.css';

/**
 * The alarm history panel (core §2): the earlier alarms of the open alarm's user, newest first, with their latest
 * logs; a grid view with a column chooser; a link to the user in the admin portal. The engine loads the history
 * when an alarm is opened; without an open alarm the panel says so.
 */
export function HistoryPanel({ userId: givenUserId }: { userId?: number | null }) {
  const { t } = useTranslation('alarm');
  const { pathname } = useLocation();
  const alarm = useAlarm(givenUserId === undefined ? openAlarmIdFrom(pathname) : null);
  const userId = givenUserId ?? alarm?.UserId ?? null;
  const history = useHistory(userId);
  const settings = useSettings();
  const [gridOpen, setGridOpen] = useState(false);
  const timeFormat = useMemo(() => ({ ...timeFormatFrom(settings), timestamps: undefined }), [settings]);
  const formatTime = useCallback((value: string | null | undefined) => formatDateTime(value, timeFormat), [timeFormat]);
  const items = useMemo(() => sortAlarms(history ?? [], 'time', false), [history]);
  const portal = settings ? administrationUrl({ adminUrl: settings.ADMINURL, useOldAdmin: settings.UseOldAdmin }) : null;

  return (
    <section className="history-panel" aria-labelledby="history-panel-title">
      <header className="history-panel__header">
        <h2 id="history-panel-title">{t('history.title')}</h2>
        {userId !== null && items.length > 0 ? (
          // A bordered button: borderless bold text beside the panel title read as a second heading.
          <Button variant="secondary" className="history-panel__grid-button" onClick={() => setGridOpen(true)}>
            {t('history.openGrid')}
          </Button>
        ) : null}
        {userId !== null && portal ? (
          <a href={`${portal}/${userId}`} target="_blank" rel="noopener noreferrer">
            {t('history.adminPortal')}
          </a>
        ) : null}
      </header>
      {userId === null ? (
        <p className="history-panel__note">{t('history.noUser')}</p>
      ) : history === undefined ? (
        <p className="history-panel__note" role="status">
          {t('history.loading')}
        </p>
      ) : items.length === 0 ? (
        <p className="history-panel__note">{t('history.empty')}</p>
      ) : (
        <ol className="history-panel__list">
          {items.map((item) => (
            <HistoryItem key={item.AlarmId} item={item} time={formatTime(item.ServerAlarmTime)} />
          ))}
        </ol>
      )}
      <HistoryGridModal open={gridOpen} items={items} formatTime={formatTime} onClose={() => setGridOpen(false)} />
    </section>
  );
}
