import { useTranslation } from 'react-i18next';
import { useEngineStatus } from '../sync-client/engine-context.tsx';
import { Button } from '../ui/button.tsx';
import { isDemoCentre } from './demo-mode.ts';
import { reloadPage } from './unload-guard.ts';

/** A demo centre (public passwords, password-less links): said on every page, the login page included. */
export function DemoBanner({ demo = isDemoCentre() }: { demo?: boolean }) {
  const { t } = useTranslation();
  if (!demo) return null;
  return (
    <div className="banner banner-demo" role="status" aria-label={t('demo.label')}>
      {t('demo.banner')}
    </div>
  );
}

/** Offline: the console keeps showing what IndexedDB holds, and says so. */
export function OfflineBanner() {
  const { t } = useTranslation();
  const { online } = useEngineStatus();
  if (online) return null;
  return (
    <div className="banner banner-warning" role="status">
      {t('offline.banner')}
    </div>
  );
}

/**
 * The server cannot be reached while the browser is online: alarms are not arriving, which the
 * operator must know at once. It goes by itself when the server answers again.
 */
export function ServerUnreachableBanner() {
  const { t } = useTranslation();
  const { online, loggedIn, serverReachable } = useEngineStatus();
  if (!online || !loggedIn || serverReachable) return null;
  return (
    <div className="banner banner-error" role="alert">
      {t('serverDown.banner')}
    </div>
  );
}

/**
 * IndexedDB could not be opened (a private mode, site data blocked): the engine keeps the session in memory, so
 * nothing survives the browser closing, waiting writes included. The operator must know before relying on it.
 */
export function MemoryStorageBanner() {
  const { t } = useTranslation();
  const { storage } = useEngineStatus();
  if (storage !== 'memory') return null;
  return (
    <div className="banner banner-error" role="alert">
      {t('memoryStorage.banner')}
    </div>
  );
}

/** A newer engine or database schema is running (version skew): this tab must reload. */
export function ReloadRequiredBanner() {
  const { t } = useTranslation();
  const { reloadRequired } = useEngineStatus();
  if (!reloadRequired) return null;
  return (
    <div className="banner banner-error" role="alert">
      <span>{t('reloadRequired.banner')}</span>
      <Button variant="primary" onClick={reloadPage}>
        {t('reloadRequired.reload')}
      </Button>
    </div>
  );
}
