import { LIMITS } from '../contract/limits.ts';
import { isCallbackNumber } from './callback-number.ts';

/** The support documents (calls §7): 1-9; 7, the user pages (SV), is the default. */
export const DOCUMENT_IDS = [1, 2, 3, 4, 5, 6, 7, 8, 9] as const;
export const DEFAULT_DOCUMENT_ID = 7;
/** A sent document's success text stays this long, then the form resets (calls §4). */
export const DOCUMENT_SENT_RESET_MS = 2_000;

/** Send needs a destination of at least 4 characters and no send running (calls §5). */
export const canSendDocument = (destination: string, sending: boolean): boolean => destination.trim().length >= LIMITS.documentDestinationMin && !sending;

/**
 * A destination is an e-mail address (an @ without a sip prefix) or a number, and a number must be a callback
 * number (VALID-16); the console shows this before sending and the server answers it with a 400.
 */
export function documentDestinationError(destination: string): 'CALLBACK_NUMBER_INVALID' | null {
  const trimmed = destination.trim();
  const isEmail = trimmed.includes('@') && !/^sips?:/i.test(trimmed);
  return isEmail || isCallbackNumber(trimmed) ? null : 'CALLBACK_NUMBER_INVALID';
}
