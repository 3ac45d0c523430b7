/**
 * Dial numbers (calls §5, core §5): what the console actually dials for a number it shows. Pure; the call links
 * and the cloud softphone's Call button use it, and the number registered with the server is this one.
 */

/** 15 digits at most; a leading plus makes it 16 characters (VALID-20). */
const DIAL_DIGITS_MAX = 15;

export type DialNumber =
  /** A telephone number (digits, optionally after one leading plus) or a SIP address, ready to dial. */
  | { ok: true; kind: 'number' | 'sip'; number: string }
  /** A skype-style link, recognised by its prefix: the value itself is the link (VALID-25). */
  | { ok: true; kind: 'skype'; number: string }
  /** Nothing left to dial (VALID-23). */
  | { ok: false; error: 'noNumberToDial' };

const SIP = /^sips?:/i;
const SKYPE = /^skype:/i;

/**
 * VALID-18..23: a sip or sips address is kept unchanged; any other value loses spaces, hyphens and every other
 * non-digit after an optional leading plus, and is capped at 15 digits. With TELEPHONE_PREFIX set, a lone 0 becomes
 * the prefix and a leading 0 is replaced by it (the cap applies after, to the number dialled). Skype-style links are
 * kept as they are (VALID-25).
 */
export function dialNumber(value: string | null | undefined, telephonePrefix?: string): DialNumber {
  const trimmed = (value ?? '').trim();
  if (SIP.test(trimmed)) return { ok: true, kind: 'sip', number: trimmed };
  if (SKYPE.test(trimmed)) return { ok: true, kind: 'skype', number: trimmed };
  const plus = trimmed.startsWith('+') ? '+' : '';
  let digits = `${plus}${trimmed.replace(/\D/g, '')}`;
  const prefix = telephonePrefix?.trim();
  if (prefix && digits.startsWith('0')) digits = `${prefix}${digits.slice(1)}`;
  const capped = capDigits(digits);
  return capped.replace('+', '') === '' ? { ok: false, error: 'noNumberToDial' } : { ok: true, kind: 'number', number: capped };
}

function capDigits(number: string): string {
  return number.slice(0, number.startsWith('+') ? DIAL_DIGITS_MAX + 1 : DIAL_DIGITS_MAX);
}

/** VALID-24: the local softphone takes numbers without plus signs. */
export function withoutPlus(number: string): string {
  return number.replace(/\+/g, '');
}
