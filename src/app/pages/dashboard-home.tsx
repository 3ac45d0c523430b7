import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useAuth } from '../use-auth.ts';

/** /dashboard with no alarm open; a one-time link's guest who left their alarm gets a way back to it (qa-supervisor P3-11). */
export function DashboardHome() {
  const { t } = useTranslation();
  const auth = useAuth();
  const simple = auth.state === 'loggedIn' && auth.simpleLogin;
  const linkAlarm = auth.state === 'loggedIn' ? auth.session.linkAlarmPath : null;
  return (
    <section className="page page-empty" aria-labelledby="dashboard-home-title">
      <h1 id="dashboard-home-title" className="page-title">
        {t('shell.regions.details')}
      </h1>
      <p>{simple ? t('shell.simpleLoginOnly') : t('shell.noAlarmOpen')}</p>
      {simple && linkAlarm ? (
        <p>
          <Link to={linkAlarm}>{t('shell.backToLinkAlarm')}</Link>
        </p>
      ) : null}
    </section>
  );
}
