import type { SoftphoneState } from '../softphone/softphone-capability.ts';

const CONNECTED = new Set(['accepted', 'started', 'resumed']);

/** Whether the softphone has a connected call, the only time tones can be sent (CALL-41). */
export function softphoneConnected(state: SoftphoneState | null): boolean {
  const current = state?.current;
  return !!current && current.endedAt === null && CONNECTED.has(current.phase);
}
