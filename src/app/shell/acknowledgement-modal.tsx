import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAlarms, useMe } from '../../db/hooks.ts';
import { deriveAlarmState } from '../../domain/alarm-state.ts';
import { useEngine } from '../../sync-client/engine-context.tsx';
import { Button } from '../../ui/button.tsx';
import { Modal } from '../../ui/modal.tsx';
import { useSnackbar } from '../../ui/snackbar.tsx';
import { messageText } from '../message-text.ts';

/**
 * DIALOG-03, -04: an own active alarm with RequiresAcknowledgement and no Acknowledgement yet opens a modal that
 * Escape does not close; Got it sends the acknowledgement.
 */
export function AcknowledgementModal() {
  const { t } = useTranslation();
  const alarms = useAlarms();
  const me = useMe();
  const engine = useEngine();
  const snackbar = useSnackbar();
  const [sent, setSent] = useState<ReadonlySet<number>>(new Set());
  const [pending, setPending] = useState(false);

  const alarm = useMemo(
    () =>
      (alarms ?? []).find(
        (candidate) =>
          // The server clears RequiresAcknowledgement once acknowledged (Acknowledgement then holds the time).
          candidate.RequiresAcknowledgement === true &&
          !sent.has(candidate.AlarmId) &&
          deriveAlarmState(candidate, me?.RespondentId) === 'My',
      ),
    [alarms, me?.RespondentId, sent],
  );
  if (!alarm) return null;

  const gotIt = async () => {
    setPending(true);
    const result = await engine.acknowledge(alarm.AlarmId);
    setPending(false);
    if (result.ok || result.queued) setSent((current) => new Set(current).add(alarm.AlarmId));
    else snackbar.show(messageText(t, result), { tone: 'error' });
  };

  const text = typeof alarm.AlarmText === 'string' ? alarm.AlarmText : String(alarm.AlarmId);
  const message = typeof alarm.TextMessage === 'string' && alarm.TextMessage ? alarm.TextMessage : null;
  return (
    <Modal
      open
      role="alertdialog"
      title={t('acknowledgement.title')}
      actions={
        <Button variant="primary" pending={pending} onClick={() => void gotIt()}>
          {t('acknowledgement.gotIt')}
        </Button>
      }
    >
      <p>{t('acknowledgement.body', { alarm: text })}</p>
      {message ? <p className="ack-message">{message}</p> : null}
    </Modal>
  );
}
