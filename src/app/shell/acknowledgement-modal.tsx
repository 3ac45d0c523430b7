import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { alarmPath, openAlarmIdFrom } from '../../alarms/alarm-path.ts';
import { formatDateTime, timeFormatFrom } from '../../alarms/format-time.ts';
import { useAlarms, useMe, useSettings } from '../../db/hooks.ts';
import { deriveAlarmState } from '../../domain/alarm-state.ts';
import { useSend } from '../../sync-client/engine-context.tsx';
import { Button } from '../../ui/button.tsx';
import { Modal } from '../../ui/modal.tsx';
import { useSnackbar } from '../../ui/snackbar.tsx';
import { alarmText } from '../../i18n/alarm-text.ts';
import { messageText } from '../../i18n/message-text.ts';

/**
 * DIALOG-03, -04: an own active alarm with RequiresAcknowledgement and no Acknowledgement yet opens a modal that
 * Escape does not close; Got it sends the acknowledgement. It names the alarm (text, person, time) and links to it
 *; while that alarm is open the alarm page asks instead, so it is acknowledged seen.
 */
export function AcknowledgementModal() {
  const { t } = useTranslation();
  const alarms = useAlarms();
  const me = useMe();
  const settings = useSettings();
  const openId = openAlarmIdFrom(useLocation().pathname);
  const send = useSend();
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
          candidate.AlarmId !== openId &&
          deriveAlarmState(candidate, me?.RespondentId) === 'My',
      ),
    [alarms, me?.RespondentId, sent, openId],
  );
  if (!alarm) return null;

  const gotIt = async () => {
    setPending(true);
    const result = await send('acknowledge', { params: { alarm_id: alarm.AlarmId } });
    setPending(false);
    if (result.ok) setSent((current) => new Set(current).add(alarm.AlarmId));
    else snackbar.show(messageText(t, result), { tone: 'error' });
  };

  const text = alarmText(t, alarm) || String(alarm.AlarmId);
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
      <dl className="ack-alarm">
        <div>
          <dt>{t('acknowledgement.person')}</dt>
          <dd dir="auto">{alarm.Name?.trim() || '–'}</dd>
        </div>
        <div>
          <dt>{t('acknowledgement.time')}</dt>
          <dd>{formatDateTime(alarm.ServerAlarmTime, { ...timeFormatFrom(settings), timestamps: undefined }) || '–'}</dd>
        </div>
      </dl>
      {message ? <p className="ack-message">{message}</p> : null}
      <p>
        <Link to={alarmPath(alarm)}>{t('acknowledgement.open')}</Link>
      </p>
    </Modal>
  );
}
