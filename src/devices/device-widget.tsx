import { useTranslation } from 'react-i18next';
import type { DetailModel } from '../alarms/detail/detail-model.ts';
import { WidgetFrame } from '../alarms/detail/widget-frame.tsx';

/** The object's transmitters: device info and maintenance (calls §2, CMD-41..47). */
export function DeviceWidget({ model, mode }: { model: DetailModel; mode: string }) {
  const { t } = useTranslation('commands');
  const transmitters = model.details?.ObjectTransmitters ?? [];
  return (
    <WidgetFrame id="devices" title={t('devices.widget.title')} mode={mode} hasContent={transmitters.length > 0}>
      <ul>
        {transmitters.map((transmitter) => (
          <li key={transmitter.TransmitterId}>{transmitter.ProductName}</li>
        ))}
      </ul>
    </WidgetFrame>
  );
}
