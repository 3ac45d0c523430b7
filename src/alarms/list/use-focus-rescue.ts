import { useEffect, useRef } from 'react';
import { focusHome } from './focus-home.ts';
import { FOCUS_SCOPE, scopeSuccessor } from '../../ui/focus-scope.ts';

const gone = (element: HTMLElement) => !element.isConnected || element.matches(':disabled') || element.closest('[hidden]') !== null;

/**
 * Browsers drop focus to the page body when the focused control disappears (an accepted row leaves the Active
 * tab, the confirm dialog of a cleared alarm closes, a deleted entry's button goes), and a keyboard user starts
 * again from the top of the page. This moves it to the next sensible control instead (focusHome), waiting for an
 * alarm page that is still loading. A control that replaces itself inside a focus scope hands the focus to its
 * replacement instead (qa-handling P2-1), and no rescue scrolls the page. A click on plain text also leaves focus
 * on the body: that one is left alone.
 */
export function useFocusRescue(alarmPageExpected: boolean, openAlarmId: number | null): void {
  const expected = useRef(alarmPageExpected);
  expected.current = alarmPageExpected;
  const opened = useRef(openAlarmId);
  opened.current = openAlarmId;
  useEffect(() => {
    let last: HTMLElement | null = null;
    /** The focus scope `last` was in when it got focus (a removed control no longer knows its ancestors). */
    let lastScope: HTMLElement | null = null;
    let lost = false;
    /**
     * The alarm whose page already got focus once. A row opened from the list may keep its (virtualised, reused)
     * button connected, so focus left in the list is moved to the new page once, like lost focus.
     */
    let arrivedFor: number | null = null;
    /** Where focus waits (the alarm page) until the control it should reach has loaded. */
    let standIn: HTMLElement | null = null;
    const onFocusIn = (event: FocusEvent) => {
      if (event.target === standIn) return;
      last = event.target instanceof HTMLElement ? event.target : null;
      lastScope = last?.closest<HTMLElement>(`[${FOCUS_SCOPE}]`) ?? null;
      lost = false;
      standIn = null;
    };
    const check = () => {
      if (opened.current === null) arrivedFor = null;
      const active = document.activeElement;
      const waiting = standIn !== null && active === standIn;
      const arriving = opened.current !== null && opened.current !== arrivedFor && active?.closest('.alarm-list') != null;
      if (!arriving) {
        if (!waiting && active && active !== document.body) return;
        if (!lost && (!last || !gone(last))) return;
        if (!waiting && last) {
          lost = true;
          const successor = scopeSuccessor(lastScope, last);
          if (successor === 'wait') return;
          if (successor !== 'none') return successor.focus({ preventScroll: true });
        }
      }
      lost = true;
      // Asked anew at each change: after an accept the alarm page is expected (the accept stays pending until it is
      // routed), after a clear the list is, once the route has left the alarm.
      const home = focusHome(document, expected.current);
      if (!home || home.element === active) return;
      standIn = home.final ? null : home.element;
      if (home.final && opened.current !== null) arrivedFor = opened.current;
      home.element.focus({ preventScroll: true });
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
