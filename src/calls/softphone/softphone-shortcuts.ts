import type { SoftphoneState } from './softphone-capability.ts';
import { isLive } from './softphone-state.ts';

export type SoftphoneShortcut = { command: 'hangup' } | { command: 'accept'; callSid: string } | null;

/**
 * The softphone's keys (calls §2): Ctrl+G hangs up the active call (CALL-30) and Ctrl+S accepts the ringing call
 * (the oldest first). Without a call the keys are not the softphone's: Ctrl+G falls through to the alarm template's
 * save-note (the checklist's decision), Ctrl+S to whatever else handles it.
 */
export function softphoneShortcut(event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'altKey' | 'metaKey' | 'shiftKey'>, state: SoftphoneState): SoftphoneShortcut {
  if (!event.ctrlKey || event.altKey || event.metaKey || event.shiftKey) return null;
  const key = event.key.toLowerCase();
  if (key === 'g' && isLive(state.current)) return { command: 'hangup' };
  const ringing = state.incoming[0];
  if (key === 's' && ringing) return { command: 'accept', callSid: ringing.callSid };
  return null;
}
