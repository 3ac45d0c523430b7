import { parseMessageOf } from '../sync-client/messages.ts';
import type { CapabilityMessage } from './message-schema.ts';

export type { CapabilityMessage, CapabilityFailureCode } from './message-schema.ts';

const CAPABILITY_KINDS = [
  'capability-presence',
  'capability-presence-request',
  'capability-bye',
  'capability-state',
  'capability-handover',
  'capability-command',
  'capability-result',
  'capability-failure',
] as const satisfies readonly CapabilityMessage['kind'][];

/** The message if `data` is one for this capability, else null (foreign or malformed messages are dropped by the one parser). */
export function readCapabilityMessage(data: unknown, capability: string): CapabilityMessage | null {
  const message = parseMessageOf(data, CAPABILITY_KINDS);
  return message && message.capability === capability ? message : null;
}
