const RELOADED_KEY = 'arc-lazy-reloaded';

/**
 * Loads a chunk. One that fails to load (typically: a deploy removed the old chunk) reloads the page once to fetch
 * the new build (ERR-17); a second failure rejects, for the caller (or the error boundary) to handle.
 */
export async function importWithReload<T>(load: () => Promise<T>): Promise<T> {
  try {
    const loaded = await load();
    sessionStorage.removeItem(RELOADED_KEY);
    return loaded;
  } catch (error) {
    if (sessionStorage.getItem(RELOADED_KEY)) throw error;
    sessionStorage.setItem(RELOADED_KEY, '1');
    window.location.reload();
    return new Promise<never>(() => {});
  }
}
