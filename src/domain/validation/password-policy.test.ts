import { describe, expect, it } from 'vitest';
import { passwordPolicyFailures } from './password-policy.ts';

const policy = { MinLength: 8, MinNumbers: 2, MinLowerCase: 1, MinUpperCase: 1, ForbiddenChars: 'Q%' };

describe('passwordPolicyFailures', () => {
  it('a password meeting every rule passes', () => {
    expect(passwordPolicyFailures('Abcdef12', 'Abcdef12', policy)).toEqual([]);
  });
  it('VALID-06 the confirmation must match', () => {
    expect(passwordPolicyFailures('Abcdef12', 'Abcdef13', policy)).toEqual(['PASSWORD_CONFIRMATION_MISMATCH']);
  });
  it('VALID-07 the password must reach MinLength', () => {
    expect(passwordPolicyFailures('Abcde12', 'Abcde12', policy)).toEqual(['PASSWORD_TOO_SHORT']);
  });
  it('VALID-08 at least MinNumbers digits', () => {
    expect(passwordPolicyFailures('Abcdefg1', 'Abcdefg1', policy)).toEqual(['PASSWORD_TOO_FEW_NUMBERS']);
  });
  it('VALID-09 at least MinLowerCase lowercase letters', () => {
    expect(passwordPolicyFailures('ABCDEF12', 'ABCDEF12', policy)).toEqual(['PASSWORD_TOO_FEW_LOWERCASE']);
  });
  it('VALID-10 at least MinUpperCase uppercase letters', () => {
    expect(passwordPolicyFailures('abcdef12', 'abcdef12', policy)).toEqual(['PASSWORD_TOO_FEW_UPPERCASE']);
  });
  it('VALID-11 no ForbiddenChars, compared case-insensitively', () => {
    expect(passwordPolicyFailures('Abcdeq12', 'Abcdeq12', policy)).toEqual(['PASSWORD_FORBIDDEN_CHARS']);
    expect(passwordPolicyFailures('Abcde%12', 'Abcde%12', policy)).toEqual(['PASSWORD_FORBIDDEN_CHARS']);
  });
  it('LOGIN-13 every broken rule is listed, and an empty policy only checks the confirmation', () => {
    expect(passwordPolicyFailures('q', 'x', policy)).toEqual([
      'PASSWORD_TOO_SHORT',
      'PASSWORD_TOO_FEW_NUMBERS',
      'PASSWORD_TOO_FEW_UPPERCASE',
      'PASSWORD_FORBIDDEN_CHARS',
      'PASSWORD_CONFIRMATION_MISMATCH',
    ]);
    expect(passwordPolicyFailures('a', 'a', {})).toEqual([]);
  });
});
