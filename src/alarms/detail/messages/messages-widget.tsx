import { useTranslation } from 'react-i18next';
import { usePermissions } from '../../../db/hooks.ts';
import type { SmsRecipient } from '../../../domain/sms.ts';
import type { DetailModel } from '../detail-model.ts';
import { WidgetFrame } from '../widget-frame.tsx';
import { SendDocumentForm } from './send-document-form.tsx';
import { SmsButton } from './sms-button.tsx';
import '../notes/notes.css';

/** The server refuses support documents to anyone else (calls §7). */
const SEND_DOCUMENT_PERMISSION = 'SkygdSystemAdmin';

/**
 * Messages from the alarm: an SMS to the person or one of their contacts, and (for support admins) a support
 * document to the person's number.
 */
export function MessagesWidget({ model, mode }: { model: DetailModel; mode: string }) {
  const { t } = useTranslation('alarm');
  const actions = usePermissions()?.Actions ?? [];
  const user = model.user;
  const callback = String(user?.CallbackTelephoneNumber ?? model.details?.CallbackTelephoneNumber ?? '');
  const person: SmsRecipient & { Relation: string } = { Name: [user?.Name, user?.LastName].filter(Boolean).join(' '), IsResource: false, Telephone1: callback, Relation: t('sms.person') };
  const recipients: (SmsRecipient & { Relation?: string | null | undefined })[] = [person, ...(user?.Contacts ?? []).map((contact) => ({ ...contact, IsResource: false }))];
  const canSendDocument = actions.includes(SEND_DOCUMENT_PERMISSION) && !model.readOnly;
  const writable = !model.readOnly;
  return (
    <WidgetFrame id="messages" title={t('sms.widgetTitle')} mode={mode} hasContent={writable}>
      {writable ? (
        <ul className="sms-recipients">
          {recipients.map((recipient, index) => (
            <li key={index}>
              <span>
                {recipient.Name} {recipient.Relation ? <span className="note__meta">({recipient.Relation})</span> : null}
              </span>{' '}
              <SmsButton alarmId={model.alarm.AlarmId} recipient={recipient} />
            </li>
          ))}
        </ul>
      ) : null}
      {canSendDocument ? <SendDocumentForm key={callback} destination={callback} /> : null}
    </WidgetFrame>
  );
}
