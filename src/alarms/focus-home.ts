/**
 * The next sensible control once the focused one is gone (issue 10, item 23), or null while the alarm page that
 * should get it is still loading. On an alarm page: Clear when it can be pressed, else the first list to pick from
 * (Reason), else the page itself. Elsewhere: the alarm list's one Tab stop, else its selected tab.
 */
export function focusHome(doc: Document, onAlarmPage: boolean): HTMLElement | null {
  const detail = doc.querySelector<HTMLElement>('article.alarm-detail');
  if (detail) {
    return (
      detail.querySelector<HTMLElement>('.clear-bar button:not(:disabled):not([aria-disabled="true"])') ??
      detail.querySelector<HTMLElement>('[role="combobox"]:not(:disabled)') ??
      detail.closest<HTMLElement>('main')
    );
  }
  if (onAlarmPage) return null;
  return (
    doc.querySelector<HTMLElement>('.alarm-list__rows button[tabindex="0"]') ??
    doc.querySelector<HTMLElement>('.alarm-list [role="tab"][aria-selected="true"]')
  );
}
