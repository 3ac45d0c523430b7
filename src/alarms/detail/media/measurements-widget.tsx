import { useTranslation } from 'react-i18next';
import { measurementDisplay, tooltip } from '../../../domain/media.ts';
import { formatDateTime } from '../../format-time.ts';
import type { DetailModel } from '../detail-model.ts';
import { WidgetFrame } from '../widget-frame.tsx';
import './media.css';

/** The transmitter's measurements: name, value by its DataType and when it was reported (WIDGET-28). */
export function MeasurementsWidget({ model, mode }: { model: DetailModel; mode: string }) {
  const { t, i18n } = useTranslation('alarm');
  const measurements = model.details?.Measurements ?? [];
  const number = new Intl.NumberFormat(i18n.language);
  return (
    <WidgetFrame id="measurements" title={t('media.measurements.title')} mode={mode} hasContent={measurements.length > 0}>
      {measurements.length === 0 ? (
        <p className="media__empty">{t('media.measurements.none')}</p>
      ) : (
        <table className="media-table">
          <caption className="visually-hidden">{t('media.measurements.title')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('media.measurements.name')}</th>
              <th scope="col">{t('media.measurements.value')}</th>
              <th scope="col">{t('media.measurements.reportedAt')}</th>
            </tr>
          </thead>
          <tbody>
            {measurements.map((measurement, index) => {
              const shown = measurementDisplay(measurement.Value, measurement.DataType);
              const value = shown.kind === 'time' ? formatDateTime(shown.value, model.timeFormat) : shown.kind === 'number' ? number.format(shown.value) : shown.value;
              return (
                <tr key={`${index}-${measurement.Measurment}`}>
                  <td className="media-table__text" dir="auto" title={tooltip(measurement.Measurment)}>
                    {measurement.Measurment}
                  </td>
                  <td className="media-table__text" dir="auto" title={tooltip(value)}>
                    {value}
                  </td>
                  <td>{measurement.RecordedAt ? formatDateTime(measurement.RecordedAt, model.timeFormat) : ''}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
    </WidgetFrame>
  );
}
