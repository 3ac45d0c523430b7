import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/button.tsx';
import { notificationPermission, useNotificationPermission } from './notification-permission.ts';
import './notify.css';

/**
 * After the first login, once per browser: why the console wants to notify, and the button that asks the browser
 * (never a bare prompt on page load). Answered or dismissed, it is not shown again; the settings page keeps the
 * choice within reach.
 */
export function NotificationPrompt() {
  const { t } = useTranslation();
  const { permission, asked } = useNotificationPermission();
  if (asked || permission !== 'default') return null;
  return (
    <section className="notify-prompt" aria-label={t('notifications.legend')}>
      <p>{t('notifications.explain')}</p>
      <Button variant="primary" onClick={() => void notificationPermission.request()}>
        {t('notifications.allow')}
      </Button>
      <Button variant="ghost" onClick={() => notificationPermission.markAsked()}>
        {t('notifications.notNow')}
      </Button>
    </section>
  );
}
