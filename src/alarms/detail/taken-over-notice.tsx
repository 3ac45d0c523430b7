import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/button.tsx';
import type { HandlingDrafts } from './detail-model.ts';

interface Props {
  /** Who took the alarm. */
  name: string;
  /** What the operator had typed and not saved; it is kept here for her to copy. */
  drafts: HandlingDrafts;
  onDismiss(): void;
}

/**
 * Tells the previous owner that a colleague took her alarm over, and offers the text she had not sent yet; announced
 * as an alert and scrolled into view.
 */
export function TakenOverNotice({ name, drafts, onDismiss }: Props) {
  const { t } = useTranslation('alarm');
  const [copied, setCopied] = useState(false);
  const ref = useRef<HTMLDivElement>(null);
  // The operator may have scrolled down to the handling fields: the notice comes to where she is (qa-handling P3-18).
  useEffect(() => ref.current?.scrollIntoView({ block: 'nearest' }), []);
  const lines = (['reason', 'action'] as const)
    .filter((kind) => drafts[kind].trim() !== '')
    .map((kind) => ({ kind, text: drafts[kind], label: t(kind === 'reason' ? 'handling.reason' : 'handling.action') }));
  const unsent = lines.map((line) => `${line.label}: ${line.text}`).join('\n');
  return (
    <div ref={ref} role="alert" className="taken-over">
      <p className="taken-over__title">{t('takenOver.by', { name })}</p>
      {lines.length > 0 ? (
        <>
          <p>{t('takenOver.kept')}</p>
          <dl className="taken-over__text">
            {lines.map((line) => (
              <div key={line.kind}>
                <dt>{line.label}</dt>
                <dd dir="auto">{line.text}</dd>
              </div>
            ))}
          </dl>
        </>
      ) : null}
      <div className="taken-over__actions">
        {lines.length > 0 ? (
          <Button
            variant="primary"
            onClick={() => {
              void navigator.clipboard.writeText(unsent).then(() => setCopied(true));
            }}
          >
            {t('takenOver.copy')}
          </Button>
        ) : null}
        <Button onClick={onDismiss}>{t('takenOver.dismiss')}</Button>
        {copied ? <span role="status">{t('takenOver.copied')}</span> : null}
      </div>
    </div>
  );
}
