/**
 * Marks a part of the page whose controls replace themselves (a camera's Play and Stop, the incoming call strip and
 * the call bar, a Call button busy while it dials): focus lost inside it stays inside it.
 */
export const FOCUS_SCOPE = 'data-focus-scope';
/** Inside a focus scope, the element that takes the focus when the focused control is gone (else its first control). */
const FOCUS_SUCCESSOR = 'data-focus-successor';
/** Spread on the element that is a focus scope. */
export const focusScope = { [FOCUS_SCOPE]: '' };
/** Spread on a focus scope's successor (focusable by script: give it tabIndex -1 unless it is a control). */
export const focusSuccessor = { [FOCUS_SUCCESSOR]: '' };

const CONTROL = 'button:not(:disabled), a[href], input:not(:disabled), select:not(:disabled), textarea:not(:disabled)';

const shown = (element: HTMLElement) => element.closest('[hidden]') === null;

/**
 * Where focus lost by `last` goes inside its scope (qa-handling P2-1): nowhere yet while `last` is only disabled (a
 * pending command; it gets the focus back once enabled), else the scope's successor or first control. 'none' when
 * the scope has left the page or offers nothing, so the page-wide rescue decides.
 */
export function scopeSuccessor(scope: HTMLElement | null, last: HTMLElement): HTMLElement | 'wait' | 'none' {
  if (!scope?.isConnected) return 'none';
  if (last.isConnected && scope.contains(last) && shown(last)) return last.matches(':disabled') ? 'wait' : last;
  const successor = scope.querySelector<HTMLElement>(`[${FOCUS_SUCCESSOR}]`);
  if (successor && shown(successor)) return successor;
  const control = [...scope.querySelectorAll<HTMLElement>(CONTROL)].find(shown);
  return control ?? 'none';
}
