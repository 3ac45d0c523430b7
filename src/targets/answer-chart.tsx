import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { AnswerHour } from '../contract/index.ts';
import { formatHour, formatShare, formatWait } from './answer-format.ts';

const BAR = 24;
const GAP = 6;
const PLOT_HEIGHT = 160;
const TOP = 10;
const BOTTOM = TOP + PLOT_HEIGHT;

/**
 * The report's 24 hours as a bar chart (share within target per hour) drawn in SVG for the eye, and the same data as
 * a table (hour, share, count, median, p95) that a screen reader reads and anyone may: the chart itself is hidden
 * from assistive technology, which would read 24 unlabelled shapes.
 */
export function AnswerChart({ hours, targetSeconds }: { hours: readonly AnswerHour[]; targetSeconds: number }) {
  const { t, i18n } = useTranslation();
  const captionId = useId();
  const width = hours.length * (BAR + GAP) + GAP;
  return (
    <figure className="answer-chart" aria-labelledby={captionId}>
      <figcaption id={captionId}>{t('targets.report.chartCaption', { seconds: targetSeconds })}</figcaption>
      <svg className="answer-chart__svg" viewBox={`0 0 ${width} ${BOTTOM + 22}`} aria-hidden="true" focusable="false">
        <line x1={0} x2={width} y1={BOTTOM} y2={BOTTOM} className="answer-chart__axis" />
        <line x1={0} x2={width} y1={TOP} y2={TOP} className="answer-chart__full" />
        {hours.map((hour, index) => {
          const x = GAP + index * (BAR + GAP);
          const height = hour.Count > 0 ? (hour.WithinTarget / hour.Count) * PLOT_HEIGHT : 0;
          return (
            <g key={hour.HourStart}>
              <rect x={x} y={BOTTOM - height} width={BAR} height={height} className={hour.Count > 0 ? 'answer-chart__bar' : 'answer-chart__bar answer-chart__bar--empty'} />
              {index % 3 === 0 ? (
                <text x={x + BAR / 2} y={BOTTOM + 16} textAnchor="middle" className="answer-chart__label">
                  {formatHour(hour.HourStart, i18n.language)}
                </text>
              ) : null}
            </g>
          );
        })}
      </svg>
      <table className="answer-chart__table">
        <caption className="visually-hidden">{t('targets.report.tableCaption', { seconds: targetSeconds })}</caption>
        <thead>
          <tr>
            <th scope="col">{t('targets.report.hour')}</th>
            <th scope="col">{t('targets.report.share', { seconds: targetSeconds })}</th>
            <th scope="col">{t('targets.report.count')}</th>
            <th scope="col">{t('targets.report.median')}</th>
            <th scope="col">{t('targets.report.p95')}</th>
          </tr>
        </thead>
        <tbody>
          {hours.map((hour) => (
            <tr key={hour.HourStart}>
              <th scope="row">{formatHour(hour.HourStart, i18n.language)}</th>
              <td>{formatShare(hour.WithinTarget, hour.Count, i18n.language)}</td>
              <td>{hour.Count}</td>
              <td>{formatWait(t, hour.MedianWaitSeconds)}</td>
              <td>{formatWait(t, hour.P95WaitSeconds)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
