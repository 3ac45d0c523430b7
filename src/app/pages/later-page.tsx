import { useTranslation } from 'react-i18next';

/** Pages of the second specification document (support, test alarms, planning) until their issue lands. */
export function LaterPage({ titleKey }: { titleKey: string }) {
  const { t } = useTranslation();
  return (
    <section className="page" aria-labelledby="later-page-title">
      <h1 id="later-page-title" className="page-title">
        {t(titleKey)}
      </h1>
      <p>{t('shell.notYetAvailable')}</p>
    </section>
  );
}
