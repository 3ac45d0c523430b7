export interface ServiceWorkerUpdate {
  /** Activates the waiting service worker; the page reloads once it controls the page. */
  apply(): void;
}

/**
 * Registers the service worker built by vite-plugin-pwa (precached shell and translations: the console opens
 * offline). A new build waits until the operator agrees, because reloading mid-alarm must be their choice.
 */
export async function registerServiceWorker(onUpdate: (update: ServiceWorkerUpdate) => void, beforeReload: () => void): Promise<void> {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  // Loaded after the first screen: registering is never in the way of the first alarm row.
  const { Workbox } = await import('workbox-window');
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
  await wb.register();
}
