import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LIMITS } from '../../../contract/limits.ts';
import { canSendSms, type SmsRecipient, smsFooter, smsMessage, smsNumbers, truncateSms } from '../../../domain/sms.ts';
import { useSend } from '../../../sync-client/engine-context.tsx';
import { Button } from '../../../ui/button.tsx';
import { Modal } from '../../../ui/modal.tsx';

/**
 * The SMS modal (RES-24..30): the recipient's numbers in a select (disabled with one number), an empty box for the
 * operator's text with the cannot-reply sentence shown below it and sent after blank lines (RES-26), the whole
 * message at most 500 characters counted n/500 (a longer paste is cut); Send needs a number and a text. A failure
 * reads SEND_SMS_ERROR and keeps the text for another try.
 */
export function SmsDialog({ alarmId, recipient, onClose }: { alarmId: number; recipient: SmsRecipient; onClose(): void }) {
  const { t } = useTranslation('alarm');
  const send = useSend();
  const id = useId();
  const numbers = smsNumbers(recipient);
  const [telephone, setTelephone] = useState(numbers[0] ?? '');
  const cannotReply = t('sms.cannotReply');
  const footer = smsFooter(cannotReply);
  const [text, setText] = useState('');
  const [sending, setSending] = useState(false);
  const [failed, setFailed] = useState(false);
  const messageField = useRef<HTMLTextAreaElement>(null);

  const submit = async () => {
    if (!canSendSms(telephone, text) || sending) return;
    setSending(true);
    setFailed(false);
    const result = await send('sendSms', { params: { alarm_id: alarmId }, body: { TelephoneNumber: telephone, Message: smsMessage(text, cannotReply) } });
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
          <Button variant="primary" disabled={!canSendSms(telephone, text)} pending={sending} onClick={() => void submit()}>
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
        rows={6}
        maxLength={LIMITS.sms - footer.length}
        aria-describedby={`${id}-footer ${id}-count`}
        value={text}
        onChange={(event) => setText(truncateSms(event.target.value, footer))}
      />
      <p id={`${id}-footer`} className="sms-dialog__footer">
        <span className="sms-dialog__footer-label">{t('sms.footerLabel')}</span> {cannotReply}
      </p>
      <span id={`${id}-count`} className="char-count">
        {t('sms.count', { used: text.length + footer.length, limit: LIMITS.sms })}
      </span>
      {failed ? <p role="alert">{t('common:messages.SEND_SMS_ERROR')}</p> : null}
    </Modal>
  );
}
