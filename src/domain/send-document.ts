import { LIMITS } from '../contract/limits.ts';
import { isCallbackNumber } from './callback-number.ts';

/** The support documents (calls §7): 1-9; 7, the user pages (SV), is the default (SUP-16 fixes it). */
export const DOCUMENT_IDS = [1, 2, 3, 4, 5, 6, 7, 8, 9] as const;
export const DEFAULT_DOCUMENT_ID = 7;
/** The form resets this long after a sent document (calls §4); its success text stays until the next action. */
export const DOCUMENT_SENT_RESET_MS = 2_000;

/** Send needs a destination of at least 4 characters and no send running (calls §5). */
export const canSendDocument = (destination: string, sending: boolean): boolean => destination.trim().length >= LIMITS.documentDestinationMin && !sending;

/** Something@domain.tld without spaces: enough to refuse "abcd" or "anna@" without refusing real addresses. */
const EMAIL_ADDRESS = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

/**
 * A destination is an e-mail address or a callback number (VALID-16) (qa-supervisor P3-1); the console shows this
 * before sending and the server answers it with a 400.
 */
export function documentDestinationError(destination: string): 'DOCUMENT_DESTINATION_INVALID' | null {
  const trimmed = destination.trim();
  const isEmail = EMAIL_ADDRESS.test(trimmed) && !/^sips?:/i.test(trimmed);
  return isEmail || isCallbackNumber(trimmed) ? null : 'DOCUMENT_DESTINATION_INVALID';
}
