import { endpointWrite } from './endpoint-write.ts';
import type { EngineScope } from './handler.ts';

/**
 * Messages sent from the alarm page: an SMS to a contact, resource or the user (RES-23..30) and a support document
 * (calls §7). Both live, never queued: a message reaches a person, and one sent hours late (after the operator
 * saw SEND_SMS_ERROR, or after the alarm was dealt with) would mislead its reader. Offline they fail at once and
 * the dialog keeps the text for another try. The Idempotency-Key still makes a resend after a lost answer single.
 */
export function messageHandlers(scope: EngineScope) {
  return {
    sendSms: endpointWrite(scope, 'sendSms', 'live'),
    supportSendDocument: endpointWrite(scope, 'supportSendDocument', 'live'),
  };
}
export type MessageHandlers = ReturnType<typeof messageHandlers>;
