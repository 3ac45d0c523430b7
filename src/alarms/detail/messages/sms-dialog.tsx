import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LIMITS } from '../../../contract/limits.ts';
import { canSendSms, defaultSmsText, type SmsRecipient, smsNumbers, truncateSms } from '../../../domain/sms.ts';
import { useSend } from '../../../sync-client/engine-context.tsx';
import { Button } from '../../../ui/button.tsx';
import { Modal } from '../../../ui/modal.tsx';

/**
 * The SMS modal (RES-24..30): the recipient's numbers in a select (disabled with one number), a message of at
 * most 500 characters counted n/500 (a longer paste is cut), starting as blank lines and a cannot-reply sentence;
 * Send needs a number and a message. A failure reads SEND_SMS_ERROR and keeps the text for another try.
 */
export function SmsDialog({ alarmId, recipient, onClose }: { alarmId: number; recipient: SmsRecipient; onClose(): void }) {
  const { t } = useTranslation('alarm');
  const send = useSend();
  const id = useId();
  const numbers = smsNumbers(recipient);
  const [telephone, setTelephone] = useState(numbers[0] ?? '');
  const [message, setMessage] = useState(() => defaultSmsText(t('sms.cannotReply')));
  const [sending, setSending] = useState(false);
  const [failed, setFailed] = useState(false);
  const messageField = useRef<HTMLTextAreaElement>(null);

  const submit = async () => {
    if (!canSendSms(telephone, message) || sending) return;
    setSending(true);
    setFailed(false);
    const result = await send('sendSms', { params: { alarm_id: alarmId }, body: { TelephoneNumber: telephone, Message: message.trim() } });
    setSending(false);
    if (result.ok) onClose();
    else setFailed(true);
  };

  return (
    <Modal
      open
      title={t('sms.title', { name: recipient.Name ?? '' })}
      className="sms-dialog"
      onClose={onClose}
      initialFocus={messageField}
      actions={
        <>
          <Button onClick={onClose}>{t('sms.cancel')}</Button>
          <Button variant="primary" disabled={!canSendSms(telephone, message)} pending={sending} onClick={() => void submit()}>
            {t('sms.send')}
          </Button>
        </>
      }
    >
      <label htmlFor={`${id}-number`}>{t('sms.number')}</label>
      <select id={`${id}-number`} value={telephone} disabled={numbers.length <= 1} onChange={(event) => setTelephone(event.target.value)}>
        {numbers.map((number) => (
          <option key={number} value={number}>
            {number}
          </option>
        ))}
      </select>
      <label htmlFor={`${id}-message`}>{t('sms.message')}</label>
      <textarea
        id={`${id}-message`}
        ref={messageField}
        // The operator writes above the cannot-reply sentence: the caret starts on the first blank line.
        onFocus={(event) => {
          if (event.currentTarget.value === defaultSmsText(t('sms.cannotReply'))) event.currentTarget.setSelectionRange(0, 0);
        }}
        rows={8}
        maxLength={LIMITS.sms}
        aria-describedby={`${id}-count`}
        value={message}
        onChange={(event) => setMessage(truncateSms(event.target.value))}
      />
      <span id={`${id}-count`} className="char-count">
        {t('sms.count', { used: message.length, limit: LIMITS.sms })}
      </span>
      {failed ? <p role="alert">{t('common:messages.SEND_SMS_ERROR')}</p> : null}
    </Modal>
  );
}
