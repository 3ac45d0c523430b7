import { useEffect } from 'react';
import { focusHome } from './focus-home.ts';

const gone = (element: HTMLElement) => !element.isConnected || element.matches(':disabled') || element.closest('[hidden]') !== null;

/**
 * Browsers drop focus to the page body when the focused control disappears (an accepted row leaves the Active
 * tab, the confirm dialog of a cleared alarm closes, a deleted entry's button goes), and a keyboard user starts
 * again from the top of the page. This moves it to the next sensible control instead (focusHome), waiting for an
 * alarm page that is still loading. A click on plain text also leaves focus on the body: that one is left alone.
 */
export function useFocusRescue(onAlarmPage: boolean): void {
  useEffect(() => {
    let last: HTMLElement | null = null;
    let lost = false;
    const onFocusIn = (event: FocusEvent) => {
      last = event.target instanceof HTMLElement ? event.target : null;
      lost = false;
    };
    const check = () => {
      const active = document.activeElement;
      if (active && active !== document.body) return;
      if (!lost && (!last || !gone(last))) return;
      lost = true;
      const home = focusHome(document, onAlarmPage);
      if (home) home.focus();
    };
    const observer = new MutationObserver(check);
    observer.observe(document.body, { childList: true, subtree: true, attributes: true, attributeFilter: ['disabled', 'hidden'] });
    document.addEventListener('focusin', onFocusIn);
    return () => {
      observer.disconnect();
      document.removeEventListener('focusin', onFocusIn);
    };
  }, [onAlarmPage]);
}
