import { useEffect, useRef } from 'react';
import { focusHome } from './focus-home.ts';

const gone = (element: HTMLElement) => !element.isConnected || element.matches(':disabled') || element.closest('[hidden]') !== null;

/**
 * Browsers drop focus to the page body when the focused control disappears (an accepted row leaves the Active
 * tab, the confirm dialog of a cleared alarm closes, a deleted entry's button goes), and a keyboard user starts
 * again from the top of the page. This moves it to the next sensible control instead (focusHome), waiting for an
 * alarm page that is still loading. A click on plain text also leaves focus on the body: that one is left alone.
 */
export function useFocusRescue(alarmPageExpected: boolean): void {
  const expected = useRef(alarmPageExpected);
  expected.current = alarmPageExpected;
  useEffect(() => {
    let last: HTMLElement | null = null;
    let lost = false;
    /** Whether an alarm page was expected when focus was lost: an accept clears its pending mark a moment before the page opens. */
    let pageWanted = false;
    /** Where focus waits (the alarm page) until the control it should reach has loaded. */
    let standIn: HTMLElement | null = null;
    const onFocusIn = (event: FocusEvent) => {
      if (event.target === standIn) return;
      last = event.target instanceof HTMLElement ? event.target : null;
      lost = false;
      pageWanted = false;
      standIn = null;
    };
    const check = () => {
      const active = document.activeElement;
      const waiting = standIn !== null && active === standIn;
      if (!waiting && active && active !== document.body) return;
      if (!lost && (!last || !gone(last))) return;
      if (!lost) pageWanted = expected.current;
      lost = true;
      const home = focusHome(document, pageWanted || expected.current);
      if (!home || home.element === active) return;
      standIn = home.final ? null : home.element;
      home.element.focus();
    };
    const observer = new MutationObserver(check);
    observer.observe(document.body, { childList: true, subtree: true, attributes: true, attributeFilter: ['disabled', 'hidden', 'aria-disabled'] });
    document.addEventListener('focusin', onFocusIn);
    return () => {
      observer.disconnect();
      document.removeEventListener('focusin', onFocusIn);
    };
  }, []);
}
