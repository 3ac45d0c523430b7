/**
 * A telephone number as typed in a search (qa-supervisor P2-9, P2-10): supporters and operators are given numbers
 * in the national format (0702000148), with spaces or hyphens, or without the plus; the register holds them
 * international (+46702000148). Pure; the server's subscription lookup and user search use it.
 */

/** Fewer digits than this is a part of something else (a customer number, a postcode), not a number to look up. */
const MIN_PHONE_DIGITS = 6;
const PHONE_LIKE = /^\+?[\d\s\-().]+$/;

/**
 * The international form of a typed number: `00` and a leading `+` stay international, a leading `0` takes the
 * centre's country code (TELEPHONE_PREFIX, e.g. +46), bare digits are read as international without the plus.
 * undefined when the text is not a telephone number.
 */
export function internationalNumber(text: string, countryCode: string | undefined): string | undefined {
  const trimmed = text.trim();
  if (!PHONE_LIKE.test(trimmed)) return undefined;
  const digits = trimmed.replace(/\D/g, '');
  if (digits.length < MIN_PHONE_DIGITS) return undefined;
  if (trimmed.startsWith('+')) return `+${digits}`;
  if (digits.startsWith('00')) return `+${digits.slice(2)}`;
  const country = countryCode?.replace(/\D/g, '');
  if (digits.startsWith('0')) return country ? `+${country}${digits.slice(1)}` : undefined;
  return `+${digits}`;
}
