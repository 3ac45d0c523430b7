/** Telephone number rules (core §5, calls §5, §9). */
import { DIAL_MAX_DIGITS, REGISTERED_PHONE_MAX_CHARS } from '../constants.ts';
import { type Validation, invalid, valid } from './result.ts';

const SIP_PATTERN = /^sips?:/i;

/** A callback number: plus, a digit 1-9, then 5 to 14 digits; or a sip/sips address. */
export const CALLBACK_NUMBER_PATTERN = /^\+[1-9]\d{5,14}$/;

export function isSipAddress(value: string): boolean {
  return SIP_PATTERN.test(value.trim());
}

export function validateCallbackNumber(value: string): Validation<string> {
  const trimmed = value.trim();
  if (isSipAddress(trimmed) && trimmed.length > 'sip:'.length) return valid(trimmed);
  const compact = trimmed.replace(/[\s-]/g, '');
  return CALLBACK_NUMBER_PATTERN.test(compact) ? valid(compact) : invalid('CALLBACK_NUMBER_INVALID');
}

/** Registered telephone numbers are cut to 30 characters. */
export function truncateRegisteredPhone(value: string): string {
  return value.slice(0, REGISTERED_PHONE_MAX_CHARS);
}

/**
 * The number a call goes to. A sip/sips value is kept as it is. Otherwise everything but digits is removed after
 * an optional leading plus, and the digits are capped at 15 (16 characters with the plus). With a TELEPHONE_PREFIX
 * setting, a lone 0 becomes the prefix and a leading 0 is replaced by it. Nothing left: noNumberToDial.
 */
export function normaliseDialNumber(value: string, prefix?: string | null): Validation<string> {
  const trimmed = value.trim();
  if (isSipAddress(trimmed)) return valid(trimmed);
  const plus = trimmed.startsWith('+') ? '+' : '';
  let digits = trimmed.replace(/\D/g, '');
  const cleanPrefix = prefix?.trim();
  if (!plus && cleanPrefix && digits.startsWith('0')) {
    const prefixPlus = cleanPrefix.startsWith('+') ? '+' : '';
    const prefixDigits = cleanPrefix.replace(/\D/g, '');
    digits = digits === '0' ? prefixDigits : prefixDigits + digits.slice(1);
    return finish(prefixPlus, digits);
  }
  return finish(plus, digits);
}

function finish(plus: string, digits: string): Validation<string> {
  if (digits === '') return invalid('noNumberToDial');
  return valid(plus + digits.slice(0, DIAL_MAX_DIGITS));
}

/** In local-telephony mode the softphone takes numbers without plus signs. */
export function stripPlusForLocal(value: string): string {
  return value.replace(/\+/g, '');
}

const SKYPE_PREFIX = /^skype:/i;

/** Skype-style links are recognised by their prefix; they are opened as links, not dialled or messaged. */
export function isSkypeLink(value: string): boolean {
  return SKYPE_PREFIX.test(value.trim());
}
