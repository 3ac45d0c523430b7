import { Workbox } from 'workbox-window';

export interface ServiceWorkerUpdate {
  /** Activates the waiting service worker; the page reloads once it controls the page. */
  apply(): void;
}

/**
 * Registers the service worker built by vite-plugin-pwa (precached shell and translations: the console opens
 * offline). A new build waits until the operator agrees, because reloading mid-alarm must be their choice.
 */
export function registerServiceWorker(onUpdate: (update: ServiceWorkerUpdate) => void, beforeReload: () => void): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const wb = new Workbox('/sw.js', { scope: '/' });
  wb.addEventListener('waiting', () => {
    onUpdate({
      apply() {
        wb.addEventListener('controlling', () => {
          beforeReload();
          window.location.reload();
        });
        wb.messageSkipWaiting();
      },
    });
  });
  void wb.register().catch((error: unknown) => console.warn('service worker registration failed', error));
}
