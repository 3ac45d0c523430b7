import { useTranslation } from 'react-i18next';
import type { ListedAlarm } from '../../../contract/index.ts';
import type { DetailModel } from '../detail-model.ts';
import { WidgetFrame } from '../widget-frame.tsx';
import { alarmText } from '../../../i18n/alarm-text.ts';
import { alarmFlagNames } from '../../../domain/alarm-flags.ts';

/** The transmitter model: the alarm's own, else the alarming transmitter's. */
function modelText(alarm: ListedAlarm): string {
  return alarm.Model ?? alarm.ObjectTransmitters?.find((tx) => tx.IsAlarmingTransmitter)?.Model ?? '';
}

/** Alarm text and alarm info (calls §2): the text and message, the flags and the transmitter model. */
export function AlarmInfoWidget({ model, mode }: { model: DetailModel; mode: string }) {
  const { t } = useTranslation('alarm');
  const { alarm, settings } = model;
  const rows: [string, string][] = [
    [t('alarmInfo.text'), alarmText(t, alarm)],
    [t('alarmInfo.message'), alarm.TextMessage ?? ''],
    [t('alarmInfo.flags'), alarmFlagNames(alarm.Flags, settings.AVAILABLE_ALARM_FLAGS).join(', ')],
    [t('alarmInfo.model'), modelText(alarm)],
    // Criticality 1 normal, 2 urgent, 3 acute (core §9, DETAIL-49); set by the alarm's sender, read here.
    [t('person.criticality'), alarm.Priority === 1 || alarm.Priority === 2 || alarm.Priority === 3 ? `${alarm.Priority} ${t(`list.priority.${alarm.Priority}`)}` : ''],
  ];
  return (
    <WidgetFrame id="alarmInfo" title={t('alarmInfo.title')} mode={mode} hasContent={rows.some(([, value]) => value !== '')}>
      <dl className="field-list">
        {rows.map(([label, value]) => (
          <div key={label} className="field-list__row">
            <dt>{label}</dt>
            <dd>{value || t('alarmInfo.none')}</dd>
          </div>
        ))}
      </dl>
    </WidgetFrame>
  );
}
