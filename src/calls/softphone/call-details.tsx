import { useTranslation } from 'react-i18next';
import { formatDateTime, timeFormatFrom } from '../../alarms/format-time.ts';
import { useSettings } from '../../db/hooks.ts';
import { callTimerText } from './call-timer.ts';
import type { SoftphoneCall } from './softphone-capability.ts';

/**
 * Phone call details (CALL-63), folded under the call bar: from, destination, started, ended, elapsed time,
 * automatic hang-up and the call's sid (what support asks for when a call went wrong).
 */
export function CallDetails({ call, now }: { call: SoftphoneCall; now: number }) {
  const { t } = useTranslation();
  const format = { ...timeFormatFrom(useSettings()), timestamps: undefined };
  const rows: [string, string][] = [
    ['from', call.from],
    ['destination', call.to],
    ['started', formatDateTime(call.startedAt, format)],
    ['ended', formatDateTime(call.endedAt, format)],
    ['elapsedTime', callTimerText(call.startedAt, call.endedAt, now)],
    ['autoHangUpAt', formatDateTime(call.autoHangUpAt, format)],
    ['sid', call.callSid],
  ];
  return (
    <details className="softphone-details">
      <summary>{t('softphone.details.title')}</summary>
      <dl>
        {rows.map(([key, value]) => (
          <div key={key}>
            <dt>{t(`softphone.details.${key}`)}</dt>
            <dd>{value || '–'}</dd>
          </div>
        ))}
      </dl>
    </details>
  );
}
