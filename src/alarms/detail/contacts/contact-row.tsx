import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CallNumber } from '../../../calls/links/call-number.tsx';
import type { Contact } from '../../../contract/index.ts';

/** A contact's address as one line: plain text as sent, or the structured parts joined. */
export function addressText(address: Contact['Address']): string {
  if (!address) return '';
  if (typeof address === 'string') return address;
  return [address.Description, address.Street, [address.PostalCode, address.City].filter(Boolean).join(' '), address.Country].filter(Boolean).join(', ');
}

const numbersOf = (contact: Contact) => [contact.Telephone1, contact.Telephone2, contact.Telephone3].filter((n): n is string => !!n?.trim());

/**
 * One contact or resource (RES-01, RES-07): name, relationship, every number callable in the operator's telephony
 * mode (registered on the alarm, API-43), address and More details; `extra` adds the resources' Assign cell.
 */
export function ContactRow({ contact, alarmId, extra }: { contact: Contact; alarmId: number; extra?: ReactNode }) {
  const { t } = useTranslation('alarm');
  const [open, setOpen] = useState(false);
  const name = contact.Name ?? '';
  const detailsId = `contact-details-${alarmId}-${contact.ContactId ?? name}`;
  return (
    <>
      <tr>
        <td dir="auto">{name}</td>
        <td dir="auto">{contact.Relation ?? ''}</td>
        <td>
          <ul className="contact-numbers">
            {numbersOf(contact).map((number) => (
              <li key={number}>
                <CallNumber value={number} alarmId={alarmId} contactId={contact.ContactId ?? 0} />
              </li>
            ))}
          </ul>
        </td>
        <td dir="auto">{addressText(contact.Address)}</td>
        <td>
          {/* The visible words start the accessible name, which also says whose details they are (WCAG 2.5.3). */}
          <button
            type="button"
            className="btn btn-ghost contact-more"
            aria-label={t('contacts.moreDetails', { name })}
            aria-expanded={open}
            aria-controls={detailsId}
            onClick={() => setOpen(!open)}
          >
            {t('contacts.details')}
          </button>
        </td>
        {extra}
      </tr>
      {open ? (
        <tr id={detailsId} className="contact-details">
          <td colSpan={extra ? 6 : 5}>
            <dl>
              <dt>{t('contacts.email')}</dt>
              <dd>{contact.Email ? <a href={`mailto:${contact.Email}`}>{contact.Email}</a> : '–'}</dd>
              <dt>{t('contacts.telephones')}</dt>
              <dd>{numbersOf(contact).join(', ') || '–'}</dd>
              <dt>{t('contacts.address')}</dt>
              <dd dir="auto">{addressText(contact.Address) || '–'}</dd>
            </dl>
          </td>
        </tr>
      ) : null}
    </>
  );
}
