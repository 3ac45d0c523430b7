import { dictionary } from '@zxcvbn-ts/language-common';
import type { PasswordPolicy } from '../../src/contract/index.ts';
import { type PasswordRuleFailure, passwordRuleFailures } from '../../src/domain/validation/password-policy.ts';

export const PASSWORD_POLICY: Required<{ [K in keyof PasswordPolicy]: NonNullable<PasswordPolicy[K]> }> = {
  MinLength: 10,
  MinNumbers: 1,
  MinLowerCase: 1,
  MinUpperCase: 1,
  // Any character may be part of a password (passwords are never rendered as HTML).
  ForbiddenChars: '',
};

/** The bundled list of common (breached) passwords, about 49,000, lower-case. Loaded on first use. */
let breached: Set<string> | undefined;
function breachedPasswords(): Set<string> {
  breached ??= new Set((dictionary['passwords-common'] ?? []).map((p) => String(p).toLowerCase()));
  return breached;
}

/** The phrase of each broken rule for "The password needs …". */
const PHRASES: Record<PasswordRuleFailure, string> = {
  PASSWORD_TOO_SHORT: `at least ${PASSWORD_POLICY.MinLength} characters`,
  PASSWORD_TOO_FEW_NUMBERS: `at least ${PASSWORD_POLICY.MinNumbers} digit(s)`,
  PASSWORD_TOO_FEW_LOWERCASE: `at least ${PASSWORD_POLICY.MinLowerCase} lower-case letter(s)`,
  PASSWORD_TOO_FEW_UPPERCASE: `at least ${PASSWORD_POLICY.MinUpperCase} upper-case letter(s)`,
  PASSWORD_FORBIDDEN_CHARS: `none of ${PASSWORD_POLICY.ForbiddenChars}`,
};

/**
 * What a new password lacks, as phrases for "The password needs …"; empty when it is acceptable. The policy's rules
 * are the console's (one rule, so a password the reset form accepts is not refused here); the breached list is the
 * server's own.
 */
export function passwordProblems(password: string): string[] {
  const problems = passwordRuleFailures(password, PASSWORD_POLICY).map((failure) => PHRASES[failure]);
  if (breachedPasswords().has(password.toLowerCase())) problems.push('to not be a commonly used (breached) password');
  return problems;
}
