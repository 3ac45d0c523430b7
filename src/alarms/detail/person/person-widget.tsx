import { useTranslation } from 'react-i18next';
import type { LinkedContact, UserDetails } from '../../../contract/index.ts';
import type { DetailModel } from '../detail-model.ts';
import { WidgetFrame } from '../widget-frame.tsx';
import { FactList, FactSection } from './fact-list.tsx';
import { usePerson } from './use-person.ts';
import './person.css';

/** A date of the person (birth, death): the calendar day as the server sends it, without a time. */
const day = (value: string | null | undefined) => (value ? value.slice(0, 10) : null);

const withUnit = (value: string | number | null | undefined, unit: string) => (value === null || value === undefined || value === '' ? null : `${value} ${unit}`);

type Address = NonNullable<UserDetails['Addresses']>[number];

function addressText(address: Address): string {
  const place = [address.PostalCode, address.City].filter(Boolean).join(' ');
  return [address.Street, place, address.Country].filter(Boolean).join(', ');
}

/** The CUSTOMER entry of the linked contact's additional information (RES-31). */
const customerOf = (contact: LinkedContact) => contact.additionalInformation?.find((entry) => entry.Key === 'CUSTOMER')?.Value ?? null;

/**
 * The person (WIDGET-23, WIDGET-30, WIDGET-31, RES-31): dates of birth and death, care and medical fields,
 * appearance, alarm action fields, addresses, organization notes, additional info and the linked contact. Medical
 * fields the server withholds (ALLOW_MEDICAL_NOTES) are simply absent.
 */
export function PersonWidget({ model, mode }: { model: DetailModel; mode: string }) {
  const { t } = useTranslation('alarm');
  const { user, alarm } = model;
  const { row, userFailed } = usePerson(alarm.AlarmId);
  const u: Partial<UserDetails> = user ?? {};
  const linked = row?.linkedContact;
  const section = (key: string) => ({ id: `person-${key}`, title: t(`person.${key}`) });
  return (
    <WidgetFrame id="person" title={t('person.title')} mode={mode} hasContent={Boolean(user) || userFailed}>
      <FactSection {...section('personal')}>
        <FactList
          facts={[
            [t('person.dateOfBirth'), day(u.DateOfBirth)],
            [t('person.dateOfDeath'), day(u.DateOfDeath)],
            [t('person.profession'), u.Profession],
            [t('person.citizenship'), u.CitizenShip],
            [t('person.maritalStatus'), u.MaritalStatus],
            [t('person.email'), u.Email],
          ]}
        />
      </FactSection>
      <FactSection {...section('addresses')}>
        {u.Addresses?.length ? (
          <ul className="person__list">
            {u.Addresses.map((address, index) => (
              <li key={index}>
                {address.Description ? <strong>{address.Description}: </strong> : null}
                {addressText(address)}
              </li>
            ))}
          </ul>
        ) : (
          <p className="widget__empty">{t('person.noAddresses')}</p>
        )}
      </FactSection>
      <FactSection {...section('care')}>
        <FactList
          facts={[
            [t('person.carePlan'), u.CarePlan],
            [t('person.medicalCondition'), u.MedicalCondition],
            [t('person.medication'), u.Medication],
            [t('person.supportingAids'), u.SupportingAids],
            [t('person.insurance'), u.Insurance],
          ]}
        />
      </FactSection>
      <FactSection {...section('appearance')}>
        <FactList
          facts={[
            [t('person.height'), withUnit(u.Height, 'cm')],
            [t('person.weight'), withUnit(u.Weight, 'kg')],
            [t('person.hairColour'), u.HairColour],
            [t('person.eyeColour'), u.EyeColour],
          ]}
        />
      </FactSection>
      <FactSection {...section('alarmAction')}>
        <FactList
          facts={[
            [t('person.responseAction'), u.AlarmResponseAction],
            [t('person.recallAction'), u.AlarmRecallAction],
            [t('person.handling'), u.AlarmHandling],
            [t('person.modifiedBy'), [u.AlarmActionModifiedBy, day(u.AlarmActionModifiedAt)].filter(Boolean).join(', ')],
          ]}
        />
      </FactSection>
      <FactSection {...section('organizationNotes')}>
        <p className="person__text">{u.OrganizationNotes || t('person.none')}</p>
      </FactSection>
      <FactSection {...section('additionalInfo')}>
        {userFailed && !user ? <p role="alert">{t('person.additionalInfoFailed')}</p> : <p className="person__text">{u.AdditionalInfo || t('person.none')}</p>}
      </FactSection>
      <FactSection {...section('linkedContact')}>
        {row?.failed.includes('linkedContact') ? <p role="alert">{t('person.linkedContactFailed')}</p> : null}
        {linked ? (
          <FactList
            facts={[
              [t('person.linkedName'), linked.name],
              [t('person.linkedCustomer'), customerOf(linked)],
            ]}
          />
        ) : (
          <p className="widget__empty">{t('person.noLinkedContact')}</p>
        )}
      </FactSection>
    </WidgetFrame>
  );
}
