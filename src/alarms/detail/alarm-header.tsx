import { useTranslation } from 'react-i18next';
import { administrationUrl } from '../../users/admin-links.ts';
import type { AlarmLog } from '../../contract/index.ts';
import { statusLine } from '../../domain/alarm-controls.ts';
import { reminderLine } from '../../domain/alarm-logs.ts';
import { toMillis } from '../../domain/time.ts';
import { Button } from '../../ui/button.tsx';
import { formatDateTime } from '../format-time.ts';
import { AbsenceMenu } from './absence/absence-menu.tsx';
import { AlarmIcon } from './alarm-icon.tsx';
import { AlarmTitle } from './alarm-title.tsx';
import type { DetailModel } from './detail-model.ts';
import { TestMark } from '../../test-alarms/test-mark.tsx';
import { alarmText } from '../../i18n/alarm-text.ts';

interface Props {
  model: DetailModel;
  absent: boolean;
  onTakeOver(): void;
  /** Takes an alarm nobody handles (no take-over: there is no one to take it from). */
  onTake(): void;
  /** Absent in template-only (one-time link) mode, where there is nowhere to return to. */
  onClose?: () => void;
}

/**
 * The alarm detail header (core §2): icon and text, the object's name linking to the admin portal, Absent and
 * Deceased markers, the absence menu, alarm and planned time, who handles it, Take over, the user's colour as a
 * bottom border and the reminder line.
 */
export function AlarmHeader({ model, absent, onTakeOver, onTake, onClose }: Props) {
  const { t } = useTranslation('alarm');
  const { alarm, user, dynamic, state, settings } = model;
  const timeFormat = { ...model.timeFormat, timestamps: undefined };
  const name = [user?.Name, user?.LastName].filter(Boolean).join(' ') || alarm.Name || '';
  const portal = administrationUrl({ adminUrl: settings.ADMINURL, useOldAdmin: settings.UseOldAdmin });
  const line = statusLine(
    { RespondentName: dynamic?.RespondentName ?? alarm.RespondentName, RespondentInitials: dynamic?.RespondentInitials ?? alarm.RespondentInitials, PlannedTime: alarm.PlannedTime },
    state,
    Date.now(),
  );
  const status =
    line.kind === 'handledBy' ? t('detail.status.handledBy', { name: line.name, initials: line.initials ?? '' }) : t(`detail.status.${line.kind}`);
  const logs: AlarmLog[] = model.details?.Logs ?? [];
  // The reminder's time (notify-me or scheduled) and the scheduled reminder's comment: a notify-me has no comment.
  const reminder = [formatDateTime(alarm.NotifyAfter, timeFormat), reminderLine(logs)?.LogText?.trim()].filter(Boolean).join(' · ');
  const planned = formatDateTime(alarm.PlannedTime, timeFormat);

  return (
    <header className="alarm-header" style={user?.Color ? { borderBottomColor: user.Color } : undefined}>
      <div className="alarm-header__title-row">
        {onClose ? (
          <Button variant="ghost" className="alarm-header__back" onClick={onClose}>
            <span aria-hidden="true">← </span>
            {t('detail.close')}
          </Button>
        ) : null}
        <AlarmIcon iconRef={alarm.IconRef} fallback={alarm.IconRefFallback} alt={t('detail.iconAlt')} />
        <AlarmTitle text={alarmText(t, alarm) || t('list.noText')} logs={logs} />
        <TestMark alarm={alarm} />
        {model.canTakeOver ? (
          state === 'Responded' ? (
            <Button variant="primary" onClick={onTakeOver}>
              {t('takeOver.button')}
            </Button>
          ) : (
            <Button variant="primary" onClick={onTake}>
              {t('takeOver.take')}
            </Button>
          )
        ) : null}
      </div>
      <div className="alarm-header__who">
        {name && portal && alarm.UserId ? (
          <a href={`${portal}/${alarm.UserId}`} target="_blank" rel="noopener noreferrer" aria-label={t('detail.userLink', { name })}>
            {name}
          </a>
        ) : (
          <span>{name}</span>
        )}
        {absent ? <span className="alarm-header__marker alarm-header__marker--absent">{t('detail.absent')}</span> : null}
        {toMillis(user?.DateOfDeath) !== undefined ? (
          <span className="alarm-header__marker alarm-header__marker--deceased">{t('detail.deceased')}</span>
        ) : null}
        <AbsenceMenu model={model} />
      </div>
      <dl className="alarm-header__times">
        <div>
          <dt>{t('detail.alarmTime')}</dt>
          <dd>{formatDateTime(alarm.ServerAlarmTime, timeFormat) || t('detail.noData')}</dd>
        </div>
        <div>
          <dt>{t('detail.plannedTime')}</dt>
          <dd>{planned || t('detail.noData')}</dd>
        </div>
      </dl>
      <p className={`alarm-header__status alarm-header__status--${line.kind === 'notDue' ? 'notDue' : state}`}>{status}</p>
      <p className="alarm-header__reminder">
        <span className="alarm-header__reminder-label">{t('detail.reminder')}:</span> <bdi className="free-text">{reminder || t('detail.reminderNone')}</bdi>
      </p>
    </header>
  );
}
