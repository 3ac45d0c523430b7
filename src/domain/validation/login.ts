/** Login form rules (core §5, calls §5). */
import { isBarePhonePrefix } from '../language.ts';
import { type Validation, invalid, valid } from './result.ts';

export type TelephonyIntegration = 'none' | 'local' | 'basictel' | 'basiccallto' | 'cloud' | 'external';

export function validateUsername(value: string): Validation<string> {
  const trimmed = value.trim();
  return trimmed ? valid(trimmed) : invalid('USERNAME_EMPTY');
}

/** Passwords are not trimmed: spaces may be part of them. */
export function validatePassword(value: string): Validation<string> {
  return value !== '' ? valid(value) : invalid('PASSWORD_EMPTY');
}

export function validateTwoFactorCode(value: string): Validation<string> {
  const trimmed = value.trim();
  return trimmed ? valid(trimmed) : invalid('CODE_EMPTY');
}

/** The login phone: a plus followed by 7 to 15 digits (spaces and hyphens typed for readability are dropped). */
export const LOGIN_PHONE_PATTERN = /^\+\d{7,15}$/;

export function validateLoginPhone(value: string): Validation<string> {
  const compact = value.replace(/[\s-]/g, '');
  return LOGIN_PHONE_PATTERN.test(compact) ? valid(compact) : invalid('PHONE_INVALID');
}

/** The phone input shows only for the integrations that call the operator's own phone. */
export function integrationUsesPhone(integration: TelephonyIntegration): boolean {
  return integration === 'external' || integration === 'basictel' || integration === 'basiccallto';
}

export type LoginPhoneCheck =
  | { kind: 'ok'; phone: string | undefined }
  /** Empty phone with a phone-based integration: ask "calls cannot be received, continue?". */
  | { kind: 'confirmNoPhone' }
  | { kind: 'invalid'; error: 'PHONE_INVALID' };

/**
 * The phone step of a login submit. A bare suggested prefix (+46, +47, +358) counts as empty, since the field
 * starts with it.
 */
export function checkLoginPhone(integration: TelephonyIntegration, value: string): LoginPhoneCheck {
  if (!integrationUsesPhone(integration)) return { kind: 'ok', phone: undefined };
  const compact = value.replace(/[\s-]/g, '');
  if (compact === '' || isBarePhonePrefix(compact)) return { kind: 'confirmNoPhone' };
  const result = validateLoginPhone(compact);
  return result.ok ? { kind: 'ok', phone: result.value } : { kind: 'invalid', error: 'PHONE_INVALID' };
}
