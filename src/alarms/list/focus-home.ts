export interface FocusHome {
  element: HTMLElement;
  /** False for a stand-in (the page itself) while the control that should get focus is still loading. */
  final: boolean;
}

/**
 * The next sensible control once the focused one is gone, or null while the alarm page that
 * should get it has not shown yet. On an alarm page: Clear when it can be pressed, else the first list to pick
 * from (Reason), else the page itself for now. Elsewhere: the alarm list's one Tab stop, else its selected tab.
 */
export function focusHome(doc: Document, alarmPageExpected: boolean): FocusHome | null {
  const detail = doc.querySelector<HTMLElement>('article.alarm-detail');
  if (detail) {
    const control =
      detail.querySelector<HTMLElement>('.clear-bar button:not(:disabled):not([aria-disabled="true"])') ??
      detail.querySelector<HTMLElement>('[role="combobox"]:not(:disabled)');
    if (control) return { element: control, final: true };
    const page = detail.closest<HTMLElement>('main');
    return page ? { element: page, final: false } : null;
  }
  if (alarmPageExpected) return null;
  const list =
    doc.querySelector<HTMLElement>('.alarm-list__rows button[tabindex="0"]') ??
    doc.querySelector<HTMLElement>('.alarm-list [role="tab"][aria-selected="true"]');
  return list ? { element: list, final: true } : null;
}
