import { useEffect, useRef } from 'react';

export interface DetailShortcuts {
  /** Ctrl+D */
  toggleReason(): void;
  /** Ctrl+F */
  toggleAction(): void;
  /** Ctrl+Z: closes the clear error, or presses Clear. */
  clearKey(): void;
  /** Ctrl+Enter */
  clearNow(): void;
  /** Ctrl+numpad comma (DETAIL-34): clears, and ends the active call with it. */
  clearAndHangUp(): void;
  /** Ctrl+Y */
  focusFirstAction(): void;
}

function isTextEntry(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable || target.tagName === 'TEXTAREA') return true;
  return target instanceof HTMLInputElement && !['checkbox', 'radio', 'button', 'submit'].includes(target.type);
}

/**
 * The alarm template shortcuts that need no telephony (calls §2). They replace the browser's own (bookmark, find)
 * on the alarm page; Ctrl+Z keeps its undo meaning while typing in a text field.
 */
export function useDetailShortcuts(actions: DetailShortcuts, enabled: boolean): void {
  const latest = useRef(actions);
  latest.current = actions;
  useEffect(() => {
    if (!enabled) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (!event.ctrlKey || event.altKey || event.metaKey || event.defaultPrevented) return;
      const act = latest.current;
      const handlers: Record<string, (() => void) | undefined> = {
        d: act.toggleReason,
        f: act.toggleAction,
        z: isTextEntry(event.target) ? undefined : act.clearKey,
        enter: act.clearNow,
        y: act.focusFirstAction,
      };
      // The numpad's decimal key is a comma on Nordic layouts; the key code names it whatever it types.
      const numpadComma = event.code === 'NumpadDecimal' || event.code === 'NumpadComma';
      const handler = numpadComma ? act.clearAndHangUp : handlers[event.key.toLowerCase()];
      if (!handler) return;
      event.preventDefault();
      handler();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [enabled]);
}
