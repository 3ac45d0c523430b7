/** Support page inputs (core §5, calls §5, §9). */
import { DOCUMENT_DESTINATION_MIN } from '../constants.ts';
import { type Validation, invalid, valid } from './result.ts';

/** Send is enabled when the destination has at least 4 characters and no send is running. */
export function validateDocumentSend(destination: string, sending: boolean): Validation<string> {
  if (sending) return invalid('DOCUMENT_SEND_RUNNING');
  const trimmed = destination.trim();
  return trimmed.length >= DOCUMENT_DESTINATION_MIN ? valid(trimmed) : invalid('DOCUMENT_DESTINATION_TOO_SHORT');
}

/** Subscription lookup takes the number without plus signs. */
export function subscriptionIdentifier(value: string): Validation<string> {
  const identifier = value.replace(/\+/g, '').trim();
  return identifier ? valid(identifier) : invalid('SUBSCRIPTION_IDENTIFIER_EMPTY');
}
