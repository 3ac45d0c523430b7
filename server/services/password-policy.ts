import { dictionary } from '@zxcvbn-ts/language-common';
import type { PasswordPolicy } from '../../src/contract/index.ts';

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

/** What a new password lacks, as phrases for "The password needs …"; empty when it is acceptable. */
export function passwordProblems(password: string): string[] {
  const p = PASSWORD_POLICY;
  const count = (re: RegExp) => (password.match(re) ?? []).length;
  const problems: string[] = [];
  if (password.length < p.MinLength) problems.push(`at least ${p.MinLength} characters`);
  if (count(/[0-9]/g) < p.MinNumbers) problems.push(`at least ${p.MinNumbers} digit(s)`);
  if (count(/[a-zåäö]/g) < p.MinLowerCase) problems.push(`at least ${p.MinLowerCase} lower-case letter(s)`);
  if (count(/[A-ZÅÄÖ]/g) < p.MinUpperCase) problems.push(`at least ${p.MinUpperCase} upper-case letter(s)`);
  if ([...p.ForbiddenChars.toLowerCase()].some((c) => password.toLowerCase().includes(c))) problems.push(`none of ${p.ForbiddenChars}`);
  if (breachedPasswords().has(password.toLowerCase())) problems.push('to not be a commonly used (breached) password');
  return problems;
}
