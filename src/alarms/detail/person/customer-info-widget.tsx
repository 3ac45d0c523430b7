import { useTranslation } from 'react-i18next';
import type { DetailModel } from '../detail-model.ts';
import { WidgetFrame } from '../widget-frame.tsx';
import { DocumentLinks } from './document-links.tsx';
import { FactList } from './fact-list.tsx';
import { usePerson } from './use-person.ts';

/** Customer info (calls §2, WIDGET-24): from the external customer service, the call centre name, welcome text and documentation links. */
export function CustomerInfoWidget({ model, mode }: { model: DetailModel; mode: string }) {
  const { t } = useTranslation('alarm');
  const { row } = usePerson(model.alarm.AlarmId);
  const customer = row?.customer;
  const failed = row?.failed.includes('customer') ?? false;
  return (
    <WidgetFrame id="customerInfo" title={t('person.customerTitle')} mode={mode} hasContent={Boolean(customer) || failed}>
      {failed ? <p role="alert">{t('person.customerFailed')}</p> : null}
      {customer ? (
        <>
          <FactList
            facts={[
              [t('person.callCenterName'), customer.callCenterName],
              [t('person.welcomeText'), customer.welcomeText],
            ]}
          />
          <DocumentLinks documents={customer.documents} label={t('person.documentation')} empty={t('person.noDocuments')} />
        </>
      ) : null}
      {!customer && !failed ? <p className="widget__empty">{t('person.noCustomerInfo')}</p> : null}
    </WidgetFrame>
  );
}
