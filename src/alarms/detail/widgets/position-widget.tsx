import { useTranslation } from 'react-i18next';
import type { Position } from '../../../contract/index.ts';
import { latestPosition, roundCoordinate, timeDifference } from '../../../domain/position.ts';
import { readNumber } from '../../../domain/settings.ts';
import { formatDateTime } from '../../format-time.ts';
import type { DetailModel } from '../detail-model.ts';
import { WidgetFrame } from '../widget-frame.tsx';

/** The server setting giving how many decimals coordinates are rounded to (WIDGET-19); unset keeps them. */
const DIGITS_SETTING = 'COORDINATE_DIGITS';

/** Latest Known Position (core §2): latitude, longitude, the time from the alarm and the reported time. */
export function PositionWidget({ model, mode, positions }: { model: DetailModel; mode: string; positions: readonly Position[] | undefined }) {
  const { t } = useTranslation('alarm');
  const position = latestPosition(positions ?? []);
  const digits = readNumber(model.settings.raw[DIGITS_SETTING]);
  const difference = position ? timeDifference(model.alarm.ServerAlarmTime, position.ServerTime) : undefined;
  const differenceText = difference
    ? t(difference.before ? 'position.before' : 'position.after', {
        difference: t('position.difference', { days: difference.days, hours: difference.hours, minutes: difference.minutes, seconds: difference.seconds }),
      })
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
        </dl>
      ) : (
        <p className="widget__empty">{t('position.none')}</p>
      )}
    </WidgetFrame>
  );
}
