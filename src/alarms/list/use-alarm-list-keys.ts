import { useEffect, useRef } from 'react';

export interface ListKeyActions {
  /** Ctrl+A: take the top alarm of the active tab. */
  takeTop(): void;
  /** Ctrl+Down / Ctrl+Up: the next or previous alarm of the current tab. */
  move(step: 1 | -1): void;
}

function isTextEntry(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || target.tagName === 'INPUT' || target.tagName === 'TEXTAREA' || target.tagName === 'SELECT';
}

/**
 * The list's shortcuts (core §2). Ctrl+A keeps its select-all meaning inside text fields. A handler that already
 * used the key (e.g. Ctrl+Up sending the listen tone during a push-to-talk call) calls preventDefault first.
 */
export function useAlarmListKeys(actions: ListKeyActions): void {
  const latest = useRef(actions);
  latest.current = actions;
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!event.ctrlKey || event.altKey || event.metaKey || event.defaultPrevented) return;
      if (event.key === 'a' || event.key === 'A') {
        if (isTextEntry(event.target)) return;
        event.preventDefault();
        latest.current.takeTop();
      } else if (event.key === 'ArrowDown') {
        event.preventDefault();
        latest.current.move(1);
      } else if (event.key === 'ArrowUp') {
        event.preventDefault();
        latest.current.move(-1);
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);
}
