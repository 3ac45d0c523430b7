import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { AlarmLog } from '../contract/index.ts';
import { logTextKey } from '../domain/log-text.ts';
import { formatDateTime, type TimeFormat } from './format-time.ts';

const DEFAULT_TIME_FORMAT: TimeFormat = { dateFormat: undefined, timestamps: undefined };

/** A log line's text in the operator's language; lines without a known code show their LogText. */
export function useLogText(timeFormat: TimeFormat = DEFAULT_TIME_FORMAT): (log: AlarmLog) => string {
  const { t, i18n } = useTranslation('alarm');
  return useCallback(
    (log: AlarmLog) => {
      const coded = logTextKey(log, (iso) => formatDateTime(iso, timeFormat));
      return coded && i18n.exists(coded.key, { ns: 'alarm' }) ? t(coded.key, coded.params) : (log.LogText ?? '');
    },
    [t, i18n, timeFormat],
  );
}
