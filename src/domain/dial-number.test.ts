import { describe, expect, it } from 'vitest';
import { dialNumber, withoutPlus } from './dial-number.ts';

const dialled = (value: string | null | undefined, prefix?: string) => {
  const result = dialNumber(value, prefix);
  return result.ok ? result.number : result.error;
};

describe('dialNumber', () => {
  it('VALID-18 a sip or sips value is kept unchanged', () => {
    expect(dialNumber('sip:anna@arc.example', '+46')).toEqual({ ok: true, kind: 'sip', number: 'sip:anna@arc.example' });
    expect(dialled('SIPS:0701 23-45@arc.example', '+46')).toBe('SIPS:0701 23-45@arc.example');
  });

  it('VALID-19 other values lose spaces, hyphens and every non-digit after an optional leading plus', () => {
    expect(dialled('+46 70-123 45 67')).toBe('+46701234567');
    expect(dialled('070 (123) 45.67 ext')).toBe('0701234567');
    expect(dialled('46+70+12')).toBe('467012');
    expect(dialled(' +4670abc1 ')).toBe('+46701');
  });

  it('VALID-20 a dial number is capped at 15 digits, 16 characters with the plus', () => {
    expect(dialled('1234567890123456789')).toBe('123456789012345');
    expect(dialled('+1234567890123456789')).toBe('+123456789012345');
    expect(dialled('0123456789012345', '+46')).toBe('+461234567890123');
  });

  it('VALID-21 with TELEPHONE_PREFIX set a lone 0 becomes the prefix', () => {
    expect(dialled('0', '+46')).toBe('+46');
    expect(dialled(' 0 ', '+47')).toBe('+47');
    expect(dialled('0')).toBe('0');
  });

  it('VALID-22 with TELEPHONE_PREFIX set a leading 0 is replaced by the prefix', () => {
    expect(dialled('070-123 45 67', '+46')).toBe('+46701234567');
    expect(dialled('+46701234567', '+46')).toBe('+46701234567');
    expect(dialled('0701234567', '')).toBe('0701234567');
    expect(dialled('0701234567')).toBe('0701234567');
  });

  it('VALID-23 a value with nothing to dial is noNumberToDial', () => {
    for (const value of ['', '   ', '+', ' - ', 'abc', null, undefined]) expect(dialNumber(value, '+46')).toEqual({ ok: false, error: 'noNumberToDial' });
  });

  it('VALID-25 a skype-style link is recognised by its prefix and kept as it is', () => {
    expect(dialNumber(' Skype:anna')).toEqual({ ok: true, kind: 'skype', number: 'Skype:anna' });
    expect(dialNumber('my skype: 0701', '+46')).toEqual({ ok: true, kind: 'number', number: '+46701' });
    expect(dialNumber('skype:anna.andersson?call', '+46')).toEqual({ ok: true, kind: 'skype', number: 'skype:anna.andersson?call' });
  });

  it('VALID-24 the local softphone gets numbers without plus signs', () => {
    expect(withoutPlus('+46701234567')).toBe('46701234567');
  });
});
