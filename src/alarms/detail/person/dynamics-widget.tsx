import { useTranslation } from 'react-i18next';
import type { DetailModel } from '../detail-model.ts';
import { WidgetFrame } from '../widget-frame.tsx';
import { DocumentLinks } from './document-links.tsx';
import { FactList, FactSection } from './fact-list.tsx';
import { usePerson } from './use-person.ts';

/**
 * User info from dynamics (calls §2, §7; WIDGET-25): the external service's medical data by category and the
 * user's documents.
 */
export function DynamicsWidget({ model, mode }: { model: DetailModel; mode: string }) {
  const { t } = useTranslation('alarm');
  const { row } = usePerson(model.alarm.AlarmId);
  const dynamics = row?.dynamics;
  const failed = row?.failed.includes('dynamics') ?? false;
  const medical = dynamics?.sensitiveData ?? [];
  return (
    <WidgetFrame id="dynamics" title={t('person.dynamicsTitle')} mode={mode} hasContent={Boolean(dynamics) || failed}>
      {failed ? <p role="alert">{t('person.dynamicsFailed')}</p> : null}
      {dynamics ? (
        <>
          <FactSection id="dynamics-medical" title={t('person.medicalData')}>
            {medical.length ? (
              <FactList facts={medical.map((entry, index) => [entry.category || `${index + 1}`, entry.data] as const)} />
            ) : (
              <p className="widget__empty">{t('person.noMedicalData')}</p>
            )}
          </FactSection>
          <FactSection id="dynamics-documents" title={t('person.userDocuments')}>
            <DocumentLinks documents={dynamics.documents} label={t('person.userDocuments')} empty={t('person.noDocuments')} />
          </FactSection>
        </>
      ) : null}
      {!dynamics && !failed ? <p className="widget__empty">{t('person.noDynamics')}</p> : null}
    </WidgetFrame>
  );
}
