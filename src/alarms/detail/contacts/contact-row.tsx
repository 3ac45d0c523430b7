import { Fragment, type ReactNode, useState } from 'react';
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

/** Marks beside the relationship: who is the nearest relative and who holds a key to the home. */
function ContactMarks({ contact }: { contact: Contact }) {
  const { t } = useTranslation('alarm');
  const marks = [contact.NearestRelative ? t('contacts.nearestRelative') : null, contact.KeyHolder ? t('contacts.keyHolder') : null].filter((mark) => mark !== null);
  return marks.map((mark) => (
    <Fragment key={mark}>
      {' '}
      <span className="contact-mark">{mark}</span>
    </Fragment>
  ));
}

interface ContactRowProps {
  contact: Contact;
  alarmId: number;
  /** The contact's place in the calling order, shown first where given. */
  position?: number;
  extra?: ReactNode;
}

/**
 * One contact or resource (RES-01, RES-07): name, relationship with its marks, every number callable in the
 * operator's telephony mode (registered on the alarm, API-43), address and More details; `position` adds the
 * calling order before it, `extra` the resources' Assign cell after it.
 */
export function ContactRow({ contact, alarmId, position, extra }: ContactRowProps) {
  const { t } = useTranslation('alarm');
  const [open, setOpen] = useState(false);
  const name = contact.Name ?? '';
  const detailsId = `contact-details-${alarmId}-${contact.ContactId ?? name}`;
  return (
    <>
      <tr>
        {position === undefined ? null : <td className="contact-order">{position}</td>}
        <td dir="auto">{name}</td>
        <td>
          <span dir="auto">{contact.Relation ?? ''}</span>
          <ContactMarks contact={contact} />
        </td>
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
          <td colSpan={5 + (position === undefined ? 0 : 1) + (extra ? 1 : 0)}>
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
