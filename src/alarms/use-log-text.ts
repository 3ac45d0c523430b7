import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { AlarmLog } from '../contract/index.ts';
import { logTextKey } from '../domain/log-text.ts';
import { formatDateTime, type TimeFormat } from './format-time.ts';

const DEFAULT_TIME_FORMAT: TimeFormat = { dateFormat: undefined, timestamps: undefined };

/** The codes already reported as missing from the dictionary: once each per page, however often they render. */
const reportedCodes = new Set<string>();

/**
 * STATE-14: a coded line without a dictionary entry shows its raw text and is reported once, as a console warning
 * the browser log collects (domain/browser-log.ts).
 */
function reportMissingEntry(code: string): void {
  if (reportedCodes.has(code)) return;
  reportedCodes.add(code);
  console.warn(`alarm log line without a dictionary entry: ${code}; its raw text is shown`);
}

/** A log line's text in the operator's language; lines without a known code show their LogText. */
export function useLogText(timeFormat: TimeFormat = DEFAULT_TIME_FORMAT): (log: AlarmLog) => string {
  const { t, i18n } = useTranslation(['alarm', 'commands']);
  return useCallback(
    (log: AlarmLog) => {
      const coded = logTextKey(log, {
        time: (iso) => formatDateTime(iso, timeFormat),
        // Transmitter commands are named under `keys`, device maintenance commands at the top (qa-handling P2-5).
        command: (key) => t(i18n.exists(`keys.${key}`, { ns: 'commands' }) ? `keys.${key}` : key, { ns: 'commands', defaultValue: key }),
        inCallCommand: (type) => t(`inCallCommands.${type}`, { ns: 'alarm', defaultValue: type }),
      });
      if (!coded) return log.LogText ?? '';
      if (i18n.exists(coded.key, { ns: 'alarm' })) return t(coded.key, coded.params);
      reportMissingEntry(coded.key);
      return log.LogText ?? '';
    },
    [t, i18n, timeFormat],
  );
}
