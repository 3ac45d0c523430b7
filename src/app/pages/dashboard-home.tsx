import { useTranslation } from 'react-i18next';
import { useAuth } from '../use-auth.ts';

/** /dashboard with no alarm open. */
export function DashboardHome() {
  const { t } = useTranslation();
  const auth = useAuth();
  const simple = auth.state === 'loggedIn' && auth.simpleLogin;
  return (
    <section className="page page-empty" aria-labelledby="dashboard-home-title">
      <h1 id="dashboard-home-title" className="page-title">
        {t('shell.regions.details')}
      </h1>
      <p>{simple ? t('shell.simpleLoginOnly') : t('shell.noAlarmOpen')}</p>
    </section>
  );
}
