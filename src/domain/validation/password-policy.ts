/** New-password rules of the forced reset (core §3, §5). */
import type { MessageKey } from '../../contract/index.ts';

export interface PasswordPolicy {
  MinLength?: number | null;
  MinNumbers?: number | null;
  MinLowerCase?: number | null;
  MinUpperCase?: number | null;
  /** Characters that may not appear, compared case-insensitively. */
  ForbiddenChars?: string | null;
}

const count = (text: string, pattern: RegExp) => text.match(pattern)?.length ?? 0;

export type PasswordRuleFailure = Extract<
  MessageKey,
  'PASSWORD_TOO_SHORT' | 'PASSWORD_TOO_FEW_NUMBERS' | 'PASSWORD_TOO_FEW_LOWERCASE' | 'PASSWORD_TOO_FEW_UPPERCASE' | 'PASSWORD_FORBIDDEN_CHARS'
>;
type PasswordFailure = PasswordRuleFailure | Extract<MessageKey, 'PASSWORD_CONFIRMATION_MISMATCH'>;

/** Every policy rule the password breaks, in the order the modal lists them; the server checks the same. */
export function passwordRuleFailures(password: string, policy: PasswordPolicy): PasswordRuleFailure[] {
  const failures: PasswordRuleFailure[] = [];
  if (Array.from(password).length < (policy.MinLength ?? 0)) failures.push('PASSWORD_TOO_SHORT');
  if (count(password, /\p{Nd}/gu) < (policy.MinNumbers ?? 0)) failures.push('PASSWORD_TOO_FEW_NUMBERS');
  if (count(password, /\p{Ll}/gu) < (policy.MinLowerCase ?? 0)) failures.push('PASSWORD_TOO_FEW_LOWERCASE');
  if (count(password, /\p{Lu}/gu) < (policy.MinUpperCase ?? 0)) failures.push('PASSWORD_TOO_FEW_UPPERCASE');
  const forbidden = Array.from((policy.ForbiddenChars ?? '').toLowerCase());
  const lower = password.toLowerCase();
  if (forbidden.some((char) => char.trim() !== '' && lower.includes(char))) failures.push('PASSWORD_FORBIDDEN_CHARS');
  return failures;
}

/** What the reset form refuses: the policy's rules, then a confirmation that differs; empty when it may be used. */
export function passwordPolicyFailures(password: string, confirmation: string, policy: PasswordPolicy): PasswordFailure[] {
  const failures: PasswordFailure[] = passwordRuleFailures(password, policy);
  return password === confirmation ? failures : [...failures, 'PASSWORD_CONFIRMATION_MISMATCH'];
}
