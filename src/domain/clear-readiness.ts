/**
 * What stands between the operator and clearing an alarm: what the disabled Clear names as
 * missing, and what Ctrl+Enter does at each step.
 */

/** What the disabled Clear names: the handling steps still missing, or the server's other conditions. */
export type ClearMissing = 'reasonAndAction' | 'reason' | 'action' | 'conditions';

export function clearMissing(input: { clearAllowed: boolean; hasReason: boolean; hasAction: boolean }): ClearMissing | null {
  if (input.clearAllowed) return null;
  if (!input.hasReason && !input.hasAction) return 'reasonAndAction';
  if (!input.hasReason) return 'reason';
  if (!input.hasAction) return 'action';
  return 'conditions';
}

/**
 * Ctrl+Enter: the first press asks (the same confirmation as the button), a press while it asks confirms. Text
 * typed but not saved in a handling field would be lost with the alarm, so then the shortcut refuses and says why.
 */
export type ClearShortcutStep = 'ask' | 'confirm' | 'unsavedText' | 'none';

export function clearShortcutStep(input: { canClear: boolean; phase: 'idle' | 'confirm' | 'pending' | 'error'; unsavedText: boolean }): ClearShortcutStep {
  if (!input.canClear || input.phase === 'pending' || input.phase === 'error') return 'none';
  if (input.unsavedText) return 'unsavedText';
  return input.phase === 'idle' ? 'ask' : 'confirm';
}
