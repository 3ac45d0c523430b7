import { type ComponentType, lazy, type LazyExoticComponent } from 'react';

const RELOADED_KEY = 'arc-lazy-reloaded';

/**
 * React.lazy for a named export. A chunk that fails to load (typically: a deploy removed the old chunk) reloads
 * the page once to fetch the new build (ERR-17); a second failure goes to the error boundary.
 */
export function lazyWithReload<P extends object>(load: () => Promise<ComponentType<P>>): LazyExoticComponent<ComponentType<P>> {
  return lazy(async () => {
    try {
      const component = await load();
      sessionStorage.removeItem(RELOADED_KEY);
      return { default: component };
    } catch (error) {
      if (sessionStorage.getItem(RELOADED_KEY)) throw error;
      sessionStorage.setItem(RELOADED_KEY, '1');
      window.location.reload();
      return new Promise<never>(() => {});
    }
  });
}
