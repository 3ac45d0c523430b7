import { describe, expect, it } from 'vitest';
import { passwordPolicyFailures } from '../../src/domain/validation/password-policy.ts';
import { PASSWORD_POLICY, passwordProblems } from './password-policy.ts';

describe('passwordProblems', () => {
  it('VALID-09 the server counts lower-case letters as the console does: æ and ø are lower-case letters', () => {
    const password = 'ÆØÅ-KLØVER-2027-æø';
    expect(passwordPolicyFailures(password, password, PASSWORD_POLICY)).toEqual([]);
    expect(passwordProblems(password)).toEqual([]);
  });
  it('VALID-07 VALID-08 VALID-10 each rule the console checks is refused by the server with its phrase', () => {
    expect(passwordProblems('Ab1')).toEqual(['at least 10 characters']);
    expect(passwordProblems('Abcdefghijk')).toEqual(['at least 1 digit(s)']);
    expect(passwordProblems('abcdefghij1')).toEqual(['at least 1 upper-case letter(s)']);
    expect(passwordProblems('ABCDEFGHIJ1')).toEqual(['at least 1 lower-case letter(s)']);
  });
  it('a commonly used (breached) password is refused by the server only', () => {
    expect(passwordProblems('Password123')).toContain('to not be a commonly used (breached) password');
  });
});
