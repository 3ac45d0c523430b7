import { describe, expect, it } from 'vitest';
import { isSkypeLink, normaliseDialNumber, stripPlusForLocal, truncateRegisteredPhone, validateCallbackNumber } from './phone.ts';

describe('callback number', () => {
  it('VALID-16 plus, a digit 1-9, then 5 to 14 digits; or a sip/sips address', () => {
    expect(validateCallbackNumber('+123456')).toEqual({ ok: true, value: '+123456' });
    expect(validateCallbackNumber('+123456789012345')).toEqual({ ok: true, value: '+123456789012345' });
    expect(validateCallbackNumber('sip:alice@example.com').ok).toBe(true);
    expect(validateCallbackNumber('SIPS:bob@example.com').ok).toBe(true);
    for (const bad of ['+12345', '+1234567890123456', '+0123456', '123456', 'sip:', 'tel:+46701234']) {
      expect(validateCallbackNumber(bad)).toEqual({ ok: false, error: 'CALLBACK_NUMBER_INVALID' });
    }
  });
  it('VALID-17 registered telephone numbers are cut to 30 characters', () => {
    expect(truncateRegisteredPhone('1'.repeat(30))).toBe('1'.repeat(30));
    expect(truncateRegisteredPhone('1'.repeat(31))).toBe('1'.repeat(30));
  });
});

describe('normaliseDialNumber', () => {
  it('VALID-18 a value starting with sip or sips is kept unchanged', () => {
    expect(normaliseDialNumber('sip:0046 70@host', '+46')).toEqual({ ok: true, value: 'sip:0046 70@host' });
    expect(normaliseDialNumber('sips:x@y')).toEqual({ ok: true, value: 'sips:x@y' });
  });
  it('VALID-19 spaces, hyphens and other non-digits go after an optional leading plus', () => {
    expect(normaliseDialNumber('+46 70-123 45 67')).toEqual({ ok: true, value: '+46701234567' });
    expect(normaliseDialNumber('(070) 123.45+67')).toEqual({ ok: true, value: '0701234567' });
    expect(normaliseDialNumber('46+70')).toEqual({ ok: true, value: '4670' });
  });
  it('VALID-20 capped at 15 digits, 16 characters with the plus', () => {
    expect(normaliseDialNumber('1234567890123456789')).toEqual({ ok: true, value: '123456789012345' });
    expect(normaliseDialNumber('+1234567890123456789')).toEqual({ ok: true, value: '+123456789012345' });
  });
  it('VALID-21 with TELEPHONE_PREFIX a lone 0 becomes the prefix', () => {
    expect(normaliseDialNumber('0', '+46')).toEqual({ ok: true, value: '+46' });
  });
  it('VALID-22 with TELEPHONE_PREFIX a leading 0 is replaced by the prefix', () => {
    expect(normaliseDialNumber('070-123 45 67', '+46')).toEqual({ ok: true, value: '+46701234567' });
    expect(normaliseDialNumber('070 123', '47')).toEqual({ ok: true, value: '4770123' });
    // without a prefix setting, or with a plus number, nothing is replaced
    expect(normaliseDialNumber('0701234567')).toEqual({ ok: true, value: '0701234567' });
    expect(normaliseDialNumber('+0701', '+46')).toEqual({ ok: true, value: '+0701' });
  });
  it('VALID-23 nothing to dial gives noNumberToDial', () => {
    expect(normaliseDialNumber('')).toEqual({ ok: false, error: 'noNumberToDial' });
    expect(normaliseDialNumber(' - + ')).toEqual({ ok: false, error: 'noNumberToDial' });
  });
  it('VALID-24 in local-telephony mode plus signs are removed', () => {
    expect(stripPlusForLocal('+46701234567')).toBe('46701234567');
  });
  it('VALID-25 skype-style links are recognised by their prefix', () => {
    expect(isSkypeLink('skype:anna.svensson?call')).toBe(true);
    expect(isSkypeLink('+46701234567')).toBe(false);
  });
});
