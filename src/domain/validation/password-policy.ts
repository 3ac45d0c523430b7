/** New-password rules of the forced reset (core §3, §5). */
import type { DomainMessageKey } from '../message-keys.ts';

export interface PasswordPolicy {
  MinLength?: number | null;
  MinNumbers?: number | null;
  MinLowerCase?: number | null;
  MinUpperCase?: number | null;
  /** Characters that may not appear, compared case-insensitively. */
  ForbiddenChars?: string | null;
}

const count = (text: string, pattern: RegExp) => text.match(pattern)?.length ?? 0;

/** Every rule the password breaks, in the order the modal lists them; empty when it may be used. */
export function passwordPolicyFailures(password: string, confirmation: string, policy: PasswordPolicy): DomainMessageKey[] {
  const failures: DomainMessageKey[] = [];
  if (Array.from(password).length < (policy.MinLength ?? 0)) failures.push('PASSWORD_TOO_SHORT');
  if (count(password, /\p{Nd}/gu) < (policy.MinNumbers ?? 0)) failures.push('PASSWORD_TOO_FEW_NUMBERS');
  if (count(password, /\p{Ll}/gu) < (policy.MinLowerCase ?? 0)) failures.push('PASSWORD_TOO_FEW_LOWERCASE');
  if (count(password, /\p{Lu}/gu) < (policy.MinUpperCase ?? 0)) failures.push('PASSWORD_TOO_FEW_UPPERCASE');
  const forbidden = Array.from((policy.ForbiddenChars ?? '').toLowerCase());
  const lower = password.toLowerCase();
  if (forbidden.some((char) => char.trim() !== '' && lower.includes(char))) failures.push('PASSWORD_FORBIDDEN_CHARS');
  if (password !== confirmation) failures.push('PASSWORD_CONFIRMATION_MISMATCH');
  return failures;
}
