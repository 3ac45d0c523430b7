import { useLayoutEffect } from 'react';

let leavingOnPurpose = false;

/** Called before the console itself reloads or leaves (logout, update), so it does not ask the user. */
export function allowUnload(): void {
  leavingOnPurpose = true;
}

/** Reloads the page on purpose (a crash, a newer build): no "leave site?" question first. */
export function reloadPage(): void {
  allowUnload();
  window.location.reload();
}

function onBeforeUnload(event: BeforeUnloadEvent): void {
  if (leavingOnPurpose) return;
  // SHELL-20: the browser shows its own "leave site?" confirmation.
  event.preventDefault();
  event.returnValue = '';
}

/** Asks for confirmation before the page is left or reloaded while `active`. */
export function useUnloadGuard(active: boolean): void {
  // A layout effect: the guard holds from the moment the console is drawn, not a frame later.
  useLayoutEffect(() => {
    if (!active) return;
    // A console shown again without a page load (logged in after a logout that did not leave,
    // a reload that did not happen) guards again.
    leavingOnPurpose = false;
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [active]);
}
