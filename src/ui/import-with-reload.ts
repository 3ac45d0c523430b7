const RELOADED_KEY = 'arc-lazy-reloaded';

/** Resolves when the browser is back online. */
const onlineAgain = () => new Promise<void>((resolve) => window.addEventListener('online', () => resolve(), { once: true }));

/**
 * Loads a chunk. One that fails to load (typically: a deploy removed the old chunk) reloads the page once to fetch
 * the new build (ERR-17); a second failure rejects, for the caller (or the error boundary) to handle. One that fails
 * while the browser is offline is tried again once it is back: a reload then would put the browser's offline page in
 * place of the console, with its alarms, until someone reloads it by hand.
 */
export async function importWithReload<T>(load: () => Promise<T>): Promise<T> {
  try {
    const loaded = await load();
    sessionStorage.removeItem(RELOADED_KEY);
    return loaded;
  } catch (error) {
    if (!navigator.onLine) {
      await onlineAgain();
      return importWithReload(load);
    }
    if (sessionStorage.getItem(RELOADED_KEY)) throw error;
    sessionStorage.setItem(RELOADED_KEY, '1');
    window.location.reload();
    return new Promise<never>(() => {});
  }
}
