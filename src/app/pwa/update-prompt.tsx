import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/button.tsx';
import { allowUnload } from '../unload-guard.ts';
import { registerServiceWorker, type ServiceWorkerUpdate } from './service-worker.ts';

/** Offers a new build of the console when its service worker is waiting. */
export function UpdatePrompt() {
  const { t } = useTranslation();
  const [update, setUpdate] = useState<ServiceWorkerUpdate | null>(null);
  useEffect(() => {
    registerServiceWorker(setUpdate, allowUnload).catch((error: unknown) => console.warn('service worker registration failed', error));
  }, []);
  if (!update) return null;
  return (
    <div className="banner banner-info" role="status">
      <span>{t('update.available')}</span>
      <Button variant="primary" onClick={() => update.apply()}>
        {t('update.reload')}
      </Button>
      <Button variant="ghost" onClick={() => setUpdate(null)}>
        {t('update.later')}
      </Button>
    </div>
  );
}
