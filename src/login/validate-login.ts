import type { MessageKey } from '../contract/index.ts';
import type { Telephony } from '../db/rows.ts';
import { checkLoginPhone, integrationUsesPhone, type TelephonyIntegration, validatePassword, validateUsername } from '../domain/validation/login.ts';

/**
 * The login form's glue to the domain rules (core §5): the engine names integrations in camelCase (basicTel), the
 * rules in lower case (basictel).
 */
function integration(telephony: Telephony): TelephonyIntegration {
  return telephony.toLowerCase() as TelephonyIntegration;
}

/** LOGIN-04: the phone input shows for external, basic tel and basic callto. */
export function needsPhone(telephony: Telephony): boolean {
  return integrationUsesPhone(integration(telephony));
}

export interface LoginFields {
  username: string;
  password: string;
  telephony: Telephony;
  phone: string;
}

export type LoginFieldErrors = Partial<Record<'username' | 'password' | 'phone', MessageKey>>;

export type LoginCheck =
  | { kind: 'invalid'; errors: LoginFieldErrors }
  /** VALID-05: an empty phone with a phone integration asks before going on. */
  | { kind: 'confirmNoPhone' }
  /** The values to send; `phone` is empty when the integration needs none. */
  | { kind: 'ok'; username: string; phone: string };

/** VALID-01, -02, -04, -05. */
export function checkLogin(fields: LoginFields): LoginCheck {
  const username = validateUsername(fields.username);
  const password = validatePassword(fields.password);
  const phone = checkLoginPhone(integration(fields.telephony), fields.phone);
  const errors: LoginFieldErrors = {};
  if (!username.ok) errors.username = username.error;
  if (!password.ok) errors.password = password.error;
  if (phone.kind === 'invalid') errors.phone = phone.error;
  // `!username.ok` is covered by `errors`; it is repeated so the value below is typed as valid.
  if (!username.ok || Object.keys(errors).length > 0) return { kind: 'invalid', errors };
  if (phone.kind === 'confirmNoPhone') return { kind: 'confirmNoPhone' };
  return { kind: 'ok', username: username.value, phone: phone.kind === 'ok' ? (phone.phone ?? '') : '' };
}
