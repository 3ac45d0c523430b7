import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AlarmLog } from '../contract/index.ts';
import { type LogKind, latestOfEachKind } from '../domain/alarm-logs.ts';
import { useLogText } from '../alarms/use-log-text.ts';
import { TruncatedText } from './truncated-text.tsx';

const KINDS: readonly LogKind[] = ['reason', 'action', 'note'];

/** The latest reason, action and note of a history item, each with a toggle listing the earlier ones (HIST-03). */
export function HistoryLogs({ logs }: { logs: readonly AlarmLog[] }) {
  const { t } = useTranslation('alarm');
  const logText = useLogText();
  const byKind = latestOfEachKind(logs);
  const present = KINDS.filter((kind) => byKind[kind]);
  if (present.length === 0) return null;
  return (
    <dl className="history-logs">
      {present.map((kind) => {
        const entry = byKind[kind];
        return entry ? (
          <div key={kind} className="history-logs__kind">
            <dt>{t(`history.${kind}`)}</dt>
            <dd>
              <TruncatedText text={logText(entry.latest)} />
              {entry.earlier.length > 0 ? <EarlierLogs logs={entry.earlier} /> : null}
            </dd>
          </div>
        ) : null;
      })}
    </dl>
  );
}

function EarlierLogs({ logs }: { logs: readonly AlarmLog[] }) {
  const { t } = useTranslation('alarm');
  const logText = useLogText();
  const [open, setOpen] = useState(false);
  return (
    <div className="history-logs__earlier">
      <button type="button" className="link-button" aria-expanded={open} onClick={() => setOpen(!open)}>
        {open ? t('history.hideEarlier') : t('history.earlier', { count: logs.length })}
      </button>
      {open ? (
        <ul>
          {logs.map((log) => (
            <li key={log.Id}>
              <TruncatedText text={logText(log)} />
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
