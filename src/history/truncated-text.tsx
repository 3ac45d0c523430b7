import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { truncateText } from '../domain/alarm-logs.ts';

/** Log text cut at 25 characters with a more/less toggle (core §2, §9). */
export function TruncatedText({ text }: { text: string }) {
  const { t } = useTranslation('alarm');
  const [expanded, setExpanded] = useState(false);
  const cut = truncateText(text);
  if (!cut.truncated)
    return (
      <span className="free-text" dir="auto">
        {text}
      </span>
    );
  return (
    <span className="free-text" dir="auto">
      {expanded ? text : cut.text}{' '}
      <button type="button" className="link-button" aria-expanded={expanded} onClick={() => setExpanded(!expanded)}>
        {expanded ? t('history.less') : t('history.more')}
      </button>
    </span>
  );
}
