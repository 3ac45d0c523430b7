import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { DetailModel } from '../alarms/detail/detail-model.ts';
import { WidgetFrame } from '../alarms/detail/widget-frame.tsx';
import { DeviceInfo } from './device-info.tsx';
import { DeviceMaintenance } from './device-maintenance.tsx';
import './devices.css';

/** The object's transmitters: device info and, unless read-only, device maintenance (calls §2, CMD-41..50). */
export function DeviceWidget({ model, mode }: { model: DetailModel; mode: string }) {
  const { t } = useTranslation('commands');
  const transmitters = model.details?.ObjectTransmitters ?? [];
  const infoHeading = useId();
  return (
    <WidgetFrame id="devices" title={t('devices.widget.title')} mode={mode} hasContent={transmitters.length > 0}>
      <section className="device-infos" aria-labelledby={infoHeading}>
        <h4 id={infoHeading} className="device-infos__title">{t('devices.info.title')}</h4>
        {transmitters.map((transmitter, index) => (
          <DeviceInfo key={`${index}-${transmitter.TransmitterId}`} transmitter={transmitter} />
        ))}
      </section>
      {model.readOnly || transmitters.length === 0 ? null : <DeviceMaintenance alarmId={model.alarm.AlarmId} transmitters={transmitters} />}
    </WidgetFrame>
  );
}
