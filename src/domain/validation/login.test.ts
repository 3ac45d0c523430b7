import { describe, expect, it } from 'vitest';
import { checkLoginPhone, integrationUsesPhone, validateLoginPhone, validatePassword, validateTwoFactorCode, validateUsername } from './login.ts';

describe('login fields', () => {
  it('VALID-01 an empty username is refused with USERNAME_EMPTY', () => {
    expect(validateUsername('')).toEqual({ ok: false, error: 'USERNAME_EMPTY' });
    expect(validateUsername('   ')).toEqual({ ok: false, error: 'USERNAME_EMPTY' });
    expect(validateUsername(' anna ')).toEqual({ ok: true, value: 'anna' });
  });
  it('VALID-02 an empty password is refused with PASSWORD_EMPTY', () => {
    expect(validatePassword('')).toEqual({ ok: false, error: 'PASSWORD_EMPTY' });
    expect(validatePassword(' x ')).toEqual({ ok: true, value: ' x ' });
  });
  it('VALID-03 an empty two-factor code is refused with CODE_EMPTY', () => {
    expect(validateTwoFactorCode(' ')).toEqual({ ok: false, error: 'CODE_EMPTY' });
    expect(validateTwoFactorCode('123456')).toEqual({ ok: true, value: '123456' });
  });
});

describe('login phone', () => {
  it('VALID-04 a plus followed by 7 to 15 digits, else PHONE_INVALID', () => {
    expect(validateLoginPhone('+1234567')).toEqual({ ok: true, value: '+1234567' });
    expect(validateLoginPhone('+123456789012345')).toEqual({ ok: true, value: '+123456789012345' });
    expect(validateLoginPhone('+46 70-123 45 67')).toEqual({ ok: true, value: '+46701234567' });
    for (const bad of ['+123456', '+1234567890123456', '46701234567', '+46a701234', '']) {
      expect(validateLoginPhone(bad)).toEqual({ ok: false, error: 'PHONE_INVALID' });
    }
  });
  it('LOGIN-04 the phone is asked only for external, basic tel and basic callto', () => {
    expect(['external', 'basictel', 'basiccallto'].every((i) => integrationUsesPhone(i as 'external'))).toBe(true);
    expect(['none', 'cloud', 'local'].some((i) => integrationUsesPhone(i as 'none'))).toBe(false);
  });
  it('VALID-05 an empty phone with a phone-based integration asks for confirmation', () => {
    expect(checkLoginPhone('basictel', '')).toEqual({ kind: 'confirmNoPhone' });
    expect(checkLoginPhone('external', '+46')).toEqual({ kind: 'confirmNoPhone' });
    expect(checkLoginPhone('basiccallto', '+4670123')).toEqual({ kind: 'ok', phone: '+4670123' });
    expect(checkLoginPhone('basictel', '+46 1')).toEqual({ kind: 'invalid', error: 'PHONE_INVALID' });
    expect(checkLoginPhone('cloud', '')).toEqual({ kind: 'ok', phone: undefined });
  });
});
