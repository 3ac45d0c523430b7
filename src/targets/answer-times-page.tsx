import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { alarmPath } from '../alarms/alarm-path.ts';
import { AnswerChart } from './answer-chart.tsx';
import { formatWait } from './answer-format.ts';
import { useAnswerReport } from './use-answer-times.ts';
import './answer-times.css';

/** /dashboard/admin/answer-times (AnswerTimeReport): the last 24 hours against the answer target and the slowest alarms. */
export function AnswerTimesPage() {
  const { t, i18n } = useTranslation();
  const report = useAnswerReport();
  const value = report?.value;
  const time = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'short', timeStyle: 'short' });
  return (
    <section className="page answer-times-page" aria-labelledby="answer-times-title">
      <h1 id="answer-times-title" className="page-title">
        {t('menu.answerTimes')}
      </h1>
      {!value ? (
        <p role="status">{report?.failed ? t('targets.report.failed') : t('loading')}</p>
      ) : (
        <>
          <AnswerChart hours={value.Hours} targetSeconds={value.TargetSeconds} />
          <h2>{t('targets.report.slowestTitle')}</h2>
          {value.Slowest.length === 0 ? (
            <p>{t('targets.report.noneTaken')}</p>
          ) : (
            <ol className="answer-times__slowest">
              {value.Slowest.map((alarm) => (
                <li key={alarm.AlarmId}>
                  <Link to={alarmPath({ AlarmId: alarm.AlarmId, Template: alarm.Template })}>{t('targets.report.alarm', { id: alarm.AlarmId })}</Link>{' '}
                  {t('targets.report.slowAlarm', {
                    wait: formatWait(t, alarm.WaitSeconds),
                    arrived: time.format(new Date(alarm.ArrivedAt)),
                    name: alarm.TakenByName ?? t('targets.report.unknownOperator'),
                  })}
                </li>
              ))}
            </ol>
          )}
        </>
      )}
    </section>
  );
}
