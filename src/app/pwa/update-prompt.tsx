import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { currentUser } from '../../db/current-user.ts';
import { afterStart } from '../../ui/after-start.ts';
import { Button } from '../../ui/button.tsx';
import { allowUnload } from '../unload-guard.ts';
import { registerServiceWorker, type ServiceWorkerUpdate } from './service-worker.ts';

/**
 * Offers a new build of the console when its service worker is waiting. The worker registers once someone is logged
 * in, after the first screen has drawn: its precache (the whole console, about a hundred files) would otherwise
 * compete with the login and the first list for the network and the main thread. Without a session the console
 * cannot open offline anyway.
 */
export function UpdatePrompt() {
  const { t } = useTranslation();
  const [update, setUpdate] = useState<ServiceWorkerUpdate | null>(null);
  const users = currentUser();
  const loggedIn = typeof useSyncExternalStore(users.subscribe, users.getSnapshot) === 'string';
  // Once per page: a later login (after a logout) finds the worker registered.
  const registered = useRef(false);
  useEffect(() => {
    if (!loggedIn || registered.current) return;
    registered.current = true;
    afterStart(() => registerServiceWorker(setUpdate, allowUnload).catch((error: unknown) => console.warn('service worker registration failed', error)));
  }, [loggedIn]);
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
