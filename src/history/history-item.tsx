import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { AlarmHistoryItem } from '../contract/index.ts';
import { alarmPath } from '../alarms/alarm-path.ts';
import { alarmText } from '../i18n/alarm-text.ts';
import { HistoryLogs } from './history-logs.tsx';

/** One earlier alarm of the user (HIST-02, -03): text with the respondent's initials, class, time and the latest logs. */
export function HistoryItem({ item, time }: { item: AlarmHistoryItem; time: string }) {
  const { t } = useTranslation('alarm');
  return (
    <li className="history-item">
      <article aria-labelledby={`history-item-${item.AlarmId}`}>
        <h3 className="history-item__title" id={`history-item-${item.AlarmId}`}>
          <Link to={alarmPath(item)} dir="auto">
            {alarmText(t, item) || t('list.noText')}
          </Link>
          {item.RespondentInitials ? <span className="history-item__initials"> ({item.RespondentInitials})</span> : null}
        </h3>
        <p className="history-item__meta">
          {item.AlarmClass ? (
            <span>
              {/* The class is a code (the alarm's icon name): shown translated, an unknown one as sent. */}
              {t('history.class')}: {t(`alarmClass.${item.AlarmClass.toLowerCase()}`, { defaultValue: item.AlarmClass })}
            </span>
          ) : null}
          {time ? <time dateTime={item.ServerAlarmTime ?? undefined}>{time}</time> : null}
        </p>
        <HistoryLogs logs={item.Logs ?? []} />
      </article>
    </li>
  );
}
