import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { messageText } from '../../i18n/message-text.ts';
import { useSend } from '../../sync-client/engine-context.tsx';
import { Button } from '../../ui/button.tsx';

/**
 * The open alarm asks for its acknowledgement (DIALOG-03): the shell's modal steps aside while the alarm
 * is open, so the operator acknowledges it with the alarm in front of her.
 */
export function AcknowledgeBar({ alarmId, message }: { alarmId: number; message: string | null }) {
  const { t } = useTranslation();
  const send = useSend();
  const [pending, setPending] = useState(false);
  const [sent, setSent] = useState(false);
  const [error, setError] = useState<string | null>(null);
  if (sent) return null;

  const acknowledge = async () => {
    setPending(true);
    const result = await send('acknowledge', { params: { alarm_id: alarmId } });
    setPending(false);
    if (result.ok) setSent(true);
    else setError(messageText(t, result));
  };

  return (
    <div role="alert" className="acknowledge-bar">
      <p className="acknowledge-bar__text">{t('acknowledgement.onAlarm')}</p>
      {message ? <p dir="auto">{message}</p> : null}
      <Button variant="primary" pending={pending} onClick={() => void acknowledge()}>
        {t('acknowledgement.gotIt')}
      </Button>
      {error ? <p className="field-error">{error}</p> : null}
    </div>
  );
}
