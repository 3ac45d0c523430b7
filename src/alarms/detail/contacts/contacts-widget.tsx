import { useTranslation } from 'react-i18next';
import type { Contact } from '../../../contract/index.ts';
import { CONTACTS_PAGE_SIZE } from '../../../domain/constants.ts';
import type { DetailModel } from '../detail-model.ts';
import { WidgetFrame } from '../widget-frame.tsx';
import { ContactRow } from './contact-row.tsx';
import { PagedTable } from './paged-table.tsx';
import { ReloadContactsButton } from './reload-button.tsx';
import './contacts.css';

/** Contacts in their Order; rows without one keep the server's order after the ordered ones. */
export const byOrder = <T extends Contact>(rows: readonly T[]) => [...rows].sort((a, b) => (a.Order ?? Infinity) - (b.Order ?? Infinity));

/** Who to call, in calling order: the object's contacts (calls §2, RES-01, RES-02, RES-06, RES-07), numbered. */
export function ContactsWidget({ model, mode }: { model: DetailModel; mode: string }) {
  const { t } = useTranslation('alarm');
  const contacts = byOrder(model.details?.Contacts ?? []).map((contact, index) => ({ contact, position: index + 1 }));
  const alarmId = model.alarm.AlarmId;
  return (
    <WidgetFrame id="contacts" title={t('contacts.title')} mode={mode} hasContent={contacts.length > 0} tools={<ReloadContactsButton alarmId={alarmId} what="contacts" />}>
      {contacts.length === 0 ? (
        <p className="widget__empty">{t('contacts.none')}</p>
      ) : (
        <PagedTable
          key={alarmId}
          label={t('contacts.title')}
          headers={[t('contacts.order'), t('contacts.name'), t('contacts.relation'), t('contacts.telephone'), t('contacts.address'), t('contacts.details')]}
          rows={contacts}
          pageSize={CONTACTS_PAGE_SIZE}
          rowKey={(row) => String(row.contact.ContactId ?? `p${row.position}`)}
          renderRow={(row) => <ContactRow contact={row.contact} alarmId={alarmId} position={row.position} />}
        />
      )}
    </WidgetFrame>
  );
}
