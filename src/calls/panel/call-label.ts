import type { Call } from '../../contract/entities/calls.ts';
import { participantLabel } from '../../domain/calls.ts';

/** How a call reads in the panel: its participants (CALL-31), else the other party's number. */
export function callLabel(call: Call): string {
  const names = (call.Participants ?? []).map(participantLabel).filter(Boolean);
  return names.length > 0 ? names.join(', ') : call.CallFrom || call.CallTo || call.CallSid;
}
