import { format } from 'date-fns';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AlarmLog } from '../../../contract/index.ts';
import { usePrefs } from '../../../db/hooks.ts';
import { extendedLogsDisabled } from '../../../domain/alarm-controls.ts';
import { classifyLog, groupLogsByDay, highlightEndsAt, isLogHighlighted, logTime, logsAscendingFor } from '../../../domain/alarm-logs.ts';
import { TIME_ONLY_FORMAT } from '../../../domain/constants.ts';
import { useSend } from '../../../sync-client/engine-context.tsx';
import { useLogText } from '../../use-log-text.ts';
import { PREF_KEYS, readAlarmPrefs } from '../../alarm-prefs.ts';
import type { DetailModel } from '../detail-model.ts';
import { WidgetFrame } from '../widget-frame.tsx';

/** Not extended, the logs show what operators wrote (reasons, actions, notes with an author), not system rows. */
function isOperatorLog(log: AlarmLog): boolean {
  return classifyLog(log) !== 'note' || Boolean(log.RespondentName);
}

/** Re-renders when the next red highlight ends (STATE-09), so no row stays red longer than 15 s. */
function useHighlightClock(logs: readonly AlarmLog[]): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const next = logs
      .map((log) => highlightEndsAt(log))
      .filter((end): end is number => end !== undefined && end > now)
      .sort((a, b) => a - b)[0];
    if (next === undefined) return;
    const timer = setTimeout(() => setNow(Date.now()), next - now + 10);
    return () => clearTimeout(timer);
  }, [logs, now]);
  return now;
}

/**
 * Logs grouped by day (calls §2): newest first (goteborg templates oldest first, and the order is named), with the
 * Extended checkbox saved locally (default on) and disabled, saying why, when read-only or while the alarm can be taken.
 */
export function LogsWidget({ model, mode }: { model: DetailModel; mode: string }) {
  const { t } = useTranslation('alarm');
  const send = useSend();
  const checkboxId = useId();
  const prefs = readAlarmPrefs(usePrefs());
  const logs: AlarmLog[] = model.details?.Logs ?? [];
  const logText = useLogText(model.timeFormat);
  const now = useHighlightClock(logs);
  const extended = prefs.extendedLogs;
  const shown = extended ? logs : logs.filter(isOperatorLog);
  const ascending = logsAscendingFor(model.templateType);
  const days = groupLogsByDay(shown, ascending);
  // Why the Extended box cannot be changed, said next to it (ux polish).
  const extendedLocked = !extendedLogsDisabled(model.readOnly, model.canTakeOver) ? null : t(model.readOnly ? 'logs.extendedReadOnly' : 'logs.extendedTakeOver');

  return (
    <WidgetFrame
      id="logs"
      title={t('logs.title')}
      mode={mode}
      hasContent={logs.length > 0}
      tools={
        <>
          {/* The two orders look alike, so the order is named (ux polish). */}
          <span className="logs__order">{t(ascending ? 'logs.oldestFirst' : 'logs.newestFirst')}</span>
          <label htmlFor={checkboxId} className="logs__extended">
            <input
              id={checkboxId}
              type="checkbox"
              checked={extended}
              disabled={extendedLocked !== null}
              aria-describedby={extendedLocked ? `${checkboxId}-why` : undefined}
              onChange={(event) => void send('setPref', { key: PREF_KEYS.extendedLogs, value: event.target.checked })}
            />{' '}
            {t('logs.extended')}
          </label>
          {extendedLocked ? (
            <span id={`${checkboxId}-why`} className="logs__why">
              {extendedLocked}
            </span>
          ) : null}
        </>
      }
    >
      {days.length === 0 ? <p className="widget__empty">{t('logs.empty')}</p> : null}
      {days.map((day) => (
        <section key={day.day} className="logs__day" aria-label={day.day}>
          <h4 className="logs__day-title">{day.day}</h4>
          <ol className="logs__list">
            {day.logs.map((log) => {
              const time = logTime(log);
              return (
                <li key={log.Id} className={isLogHighlighted(log, now) ? 'logs__row logs__row--highlight' : 'logs__row'}>
                  <span className="logs__time">{time === undefined ? '' : format(time, TIME_ONLY_FORMAT)}</span>
                  <span className="logs__kind">{t(`logs.kind.${classifyLog(log)}`)}</span>
                  <span className="logs__text free-text" dir="auto">
                    {logText(log)}
                  </span>
                  {extended && log.RespondentName ? <span className="logs__by">{t('logs.by', { name: log.RespondentName })}</span> : null}
                </li>
              );
            })}
          </ol>
        </section>
      ))}
    </WidgetFrame>
  );
}
