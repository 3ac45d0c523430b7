import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/button.tsx';
import { notificationPermission, useNotificationPermission } from './notification-permission.ts';

/**
 * The settings page's part on system notifications: what they do, the browser's answer, and when the browser
 * blocks them, how to allow them in its site settings (a page cannot ask again once denied).
 */
export function NotificationSettings() {
  const { t } = useTranslation();
  const { permission } = useNotificationPermission();
  return (
    <fieldset className="settings-group">
      <legend>{t('notifications.legend')}</legend>
      <p>{t('notifications.explain')}</p>
      {permission === 'default' ? (
        <Button variant="primary" onClick={() => void notificationPermission.request()}>
          {t('notifications.allow')}
        </Button>
      ) : (
        <p role="status">{t(`notifications.${permission}`)}</p>
      )}
    </fieldset>
  );
}
