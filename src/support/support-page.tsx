import { useTranslation } from 'react-i18next';
import { SendDocumentForm } from '../alarms/detail/messages/send-document-form.tsx';
import { AuditTrail } from './audit-trail.tsx';
import { LatestBrowserLog } from './latest-browser-log.tsx';
import { SubscriptionLookup } from './subscription-lookup.tsx';
import { SystemStatus } from './system-status.tsx';
import './support.css';

/** /dashboard/admin/support (SkygdSystemAdmin; the route sends others to the dashboard): calls §2-§9. */
export function SupportPage() {
  const { t } = useTranslation();
  const { t: ts } = useTranslation('support');
  return (
    <section className="page support-page" aria-labelledby="support-title">
      <h1 id="support-title" className="page-title">
        {t('menu.support')}
      </h1>
      <SystemStatus />
      <SubscriptionLookup />
      <section className="support-section" aria-labelledby="support-document-title">
        <h2 id="support-document-title">{ts('document.title')}</h2>
        <SendDocumentForm destination="" />
      </section>
      <LatestBrowserLog />
      <AuditTrail />
    </section>
  );
}
