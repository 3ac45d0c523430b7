import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type SmsRecipient, smsButtonShown, smsNumbers } from '../../../domain/sms.ts';
import { Button } from '../../../ui/button.tsx';
import { SmsDialog } from './sms-dialog.tsx';

/**
 * The message (SMS) button beside a number (RES-23): only with an alarm, and for a skype-style link only where the
 * caller allows it. Contacts and resources tables place it with their row as the recipient.
 */
export function SmsButton({ alarmId, recipient, allowSkype = false }: { alarmId: number | null | undefined; recipient: SmsRecipient; allowSkype?: boolean }) {
  const { t } = useTranslation('alarm');
  const [open, setOpen] = useState(false);
  if (!alarmId || !smsButtonShown(alarmId, smsNumbers(recipient)[0], allowSkype)) return null;
  return (
    <>
      <Button onClick={() => setOpen(true)} aria-label={t('sms.openFor', { name: recipient.Name ?? '' })}>
        {t('sms.button')}
      </Button>
      {open ? <SmsDialog alarmId={alarmId} recipient={recipient} onClose={() => setOpen(false)} /> : null}
    </>
  );
}
