import { useTranslation } from 'react-i18next';
import type { Position } from '../../../contract/index.ts';
import { isPositionStale, latestPosition, roundCoordinate, timeDifference, type TimeDifference } from '../../../domain/position.ts';
import { readNumber } from '../../../domain/settings.ts';
import { formatDateTime } from '../../format-time.ts';
import type { DetailModel } from '../detail-model.ts';
import { WidgetFrame } from '../widget-frame.tsx';

/** The server setting giving how many decimals coordinates are rounded to (WIDGET-19); unset gives 5. */
const DIGITS_SETTING = 'COORDINATE_DIGITS';

/**
 * Latest Known Position (core §2): latitude, longitude, the time from the alarm and the reported time, and how old
 * the position is now, marked when it is too old to trust (ux polish).
 */
export function PositionWidget({ model, mode, positions }: { model: DetailModel; mode: string; positions: readonly Position[] | undefined }) {
  const { t } = useTranslation('alarm');
  const span = (d: TimeDifference) => t('position.difference', { days: d.days, hours: d.hours, minutes: d.minutes, seconds: d.seconds });
  const position = latestPosition(positions ?? []);
  // Read at render: the widget re-renders with the alarm page, often enough for an age in minutes.
  const now = Date.now();
  const age = position ? timeDifference(position.ServerTime, now) : undefined;
  const stale = position ? isPositionStale(position.ServerTime, now) : false;
  const digits = readNumber(model.settings.raw[DIGITS_SETTING]);
  const difference = position ? timeDifference(model.alarm.ServerAlarmTime, position.ServerTime) : undefined;
  const differenceText = difference
    ? t(difference.before ? 'position.before' : 'position.after', { difference: span(difference) })
    : '';
  return (
    <WidgetFrame id="position" title={t('position.title')} mode={mode} hasContent={position !== undefined}>
      {position ? (
        <dl className="field-list">
          <div className="field-list__row">
            <dt>{t('position.latitude')}</dt>
            <dd>{roundCoordinate(position.Latitude, digits)}</dd>
          </div>
          <div className="field-list__row">
            <dt>{t('position.longitude')}</dt>
            <dd>{roundCoordinate(position.Longitude, digits)}</dd>
          </div>
          <div className="field-list__row">
            <dt>{t('position.sinceAlarm')}</dt>
            <dd>{differenceText || '–'}</dd>
          </div>
          <div className="field-list__row">
            <dt>{t('position.reported')}</dt>
            <dd>{formatDateTime(position.ServerTime, { ...model.timeFormat, timestamps: undefined }) || '–'}</dd>
          </div>
          <div className="field-list__row">
            <dt>{t('position.age')}</dt>
            <dd>
              {age ? t('position.ago', { difference: span(age) }) : '–'}
              {stale ? <strong className="position__stale"> {t('position.stale')}</strong> : null}
            </dd>
          </div>
        </dl>
      ) : (
        <p className="widget__empty">{t('position.none')}</p>
      )}
    </WidgetFrame>
  );
}
