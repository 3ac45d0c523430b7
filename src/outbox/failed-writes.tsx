import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { openAlarmIdFrom } from '../alarms/alarm-path.ts';
import { useOutbox } from '../db/hooks.ts';
import type { OutboxRow } from '../db/rows.ts';
import { useSend } from '../sync-client/engine-context.tsx';
import { EngineErrorCode } from '../sync-client/failure.ts';
import { Button } from '../ui/button.tsx';
import { useSnackbar } from '../ui/snackbar.tsx';
import { messageText } from '../i18n/message-text.ts';
import './failed-writes.css';

/** What each write the outbox may keep is called (workers/sync/commands.ts); anything else is "a change". */
const KINDS: Record<string, string> = {
  reason: 'reason',
  action: 'action',
  reminder: 'reminder',
  addUserNote: 'note',
  callNote: 'callNote',
  incidentReportCreate: 'report',
  incidentReportUpdate: 'report',
  responseCenterComment: 'comment',
  acknowledge: 'acknowledge',
  deliveryReport: 'deliveryReport',
  operatorInformation: 'operatorInformation',
};

/** The operator's own text in a stored write body (reason/action `message`, reminder `Message`, note, call note, report, comment, operator information `Text`). */
function operatorText(row: OutboxRow): string | null {
  if (typeof row.body !== 'object' || row.body === null) return null;
  const body = row.body as Record<string, unknown>;
  const text = body.message ?? body.Message ?? body.Note ?? body.item ?? body.text ?? body.comment ?? body.Text;
  return typeof text === 'string' && text !== '' ? text : null;
}

/**
 * "Not sent": writes the server refused (kept as `failed` in the outbox with the operator's text) and what the
 * operator can do with each: try again, or discard after a confirmation that offers to copy the text first.
 * With `alarmId` it lists that alarm's writes (alarm detail); without, every other one (status popup), so each
 * refused write is listed in exactly one place.
 */
export function FailedWrites({ alarmId }: { alarmId?: number }) {
  const { t } = useTranslation();
  const openAlarmId = openAlarmIdFrom(useLocation().pathname);
  const rows = (useOutbox() ?? []).filter(
    (row) => row.state === 'failed' && (alarmId === undefined ? row.alarmId === null || row.alarmId !== openAlarmId : row.alarmId === alarmId),
  );
  const headingId = useId();
  if (rows.length === 0) return null;
  return (
    <section className="failed-writes" aria-labelledby={headingId}>
      <h3 id={headingId} className="failed-writes__title">
        {t('failedWrites.title')}
      </h3>
      <p className="failed-writes__intro">{t('failedWrites.intro')}</p>
      <ul className="failed-writes__list">
        {rows.map((row) => (
          <FailedWrite key={row.key} row={row} showAlarm={alarmId === undefined} />
        ))}
      </ul>
    </section>
  );
}

function FailedWrite({ row, showAlarm }: { row: OutboxRow; showAlarm: boolean }) {
  const { t } = useTranslation();
  const send = useSend();
  const snackbar = useSnackbar();
  const [confirming, setConfirming] = useState(false);
  const [pending, setPending] = useState(false);
  const itemRef = useRef<HTMLLIElement>(null);
  const wasConfirming = useRef(false);
  const whatId = useId();
  const questionId = useId();
  const text = operatorText(row);

  // Focus follows the question: onto "Keep" when it is asked, back onto "Discard" when it is withdrawn.
  useEffect(() => {
    const target = confirming ? '[data-keep]' : wasConfirming.current ? '[data-discard]' : null;
    if (target) itemRef.current?.querySelector<HTMLElement>(target)?.focus();
    wasConfirming.current = confirming;
  }, [confirming]);

  const retry = async () => {
    setPending(true);
    const result = await send('retryWrite', { key: row.key });
    setPending(false);
    // A new refusal is stored on the row too; the snackbar announces it to whoever is not looking at the list.
    if (!result.ok) snackbar.show(messageText(t, result), { tone: 'error' });
    else if (result.queued) snackbar.show(t('common:messages.WRITE_QUEUED'));
    else snackbar.show(t('failedWrites.sent'), { tone: 'success' });
  };

  const discard = async () => {
    const result = await send('discardWrite', { key: row.key });
    if (result.ok) snackbar.show(t('failedWrites.discarded'));
    else snackbar.show(messageText(t, result), { tone: 'error' });
  };

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text ?? '');
      snackbar.show(t('failedWrites.copied'), { tone: 'success' });
    } catch {
      snackbar.show(t('failedWrites.copyFailed'), { tone: 'error' });
    }
  };

  return (
    <li ref={itemRef} className="failed-writes__item">
      <div id={whatId}>
        <p className="failed-writes__what">
          <strong>{t(`failedWrites.kind.${KINDS[row.endpoint] ?? 'other'}`)}</strong>
          {showAlarm && row.alarmId !== null ? ` · ${t('failedWrites.alarm', { id: row.alarmId })}` : null}
        </p>
        {text !== null ? <p className="failed-writes__text">{text}</p> : null}
      </div>
      <p className="failed-writes__reason">{messageText(t, row.error ?? { code: EngineErrorCode.SERVER_REFUSED })}</p>
      {confirming ? (
        <div className="failed-writes__confirm" role="group" aria-labelledby={questionId}>
          <p id={questionId}>{t('failedWrites.confirm')}</p>
          <div className="failed-writes__actions">
            {text !== null ? <Button onClick={() => void copy()}>{t('failedWrites.copy')}</Button> : null}
            <Button variant="danger" onClick={() => void discard()}>
              {t('failedWrites.confirmDiscard')}
            </Button>
            <Button data-keep onClick={() => setConfirming(false)}>
              {t('failedWrites.keep')}
            </Button>
          </div>
        </div>
      ) : (
        <div className="failed-writes__actions">
          <Button variant="primary" pending={pending} aria-describedby={whatId} onClick={() => void retry()}>
            {t('failedWrites.retry')}
          </Button>
          <Button data-discard variant="danger" aria-describedby={whatId} onClick={() => setConfirming(true)}>
            {t('failedWrites.discard')}
          </Button>
        </div>
      )}
    </li>
  );
}
