import { useEffect, useRef } from 'react';

export interface CallShortcutActions {
  /** Whether a call is connected: the shortcuts are live only then. */
  inCall: boolean;
  /** Whether the active call has push-to-talk commands (else Ctrl+ArrowUp stays the list's previous alarm). */
  pushToTalk: boolean;
  talk(): void;
  listen(): void;
  togglePtt(): void;
}

/**
 * Manage alarm's shortcuts (calls §2): Ctrl+PageDown talk (CALL-37), Ctrl+ArrowUp listen when the call has
 * push-to-talk commands (CALL-38; otherwise ALIST-17 keeps it), the right Control key push-to-talk (CALL-39). Ctrl+G
 * (hang up) is the softphone's own. Registered on the window in the capture phase, so a key used here reaches no other handler.
 */
export function useCallShortcuts(actions: CallShortcutActions): void {
  const latest = useRef(actions);
  latest.current = actions;
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const act = latest.current;
      if (!act.inCall || event.altKey || event.metaKey || event.defaultPrevented) return;
      let run: (() => void) | null = null;
      if (event.code === 'ControlRight' && event.key === 'Control') run = event.repeat ? () => undefined : act.togglePtt;
      else if (event.ctrlKey && event.key === 'PageDown') run = act.talk;
      else if (event.ctrlKey && event.key === 'ArrowUp' && act.pushToTalk) run = act.listen;
      if (!run) return;
      event.preventDefault();
      event.stopPropagation();
      run();
    };
    window.addEventListener('keydown', onKeyDown, { capture: true });
    return () => window.removeEventListener('keydown', onKeyDown, { capture: true });
  }, []);
}
