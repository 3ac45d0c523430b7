import { describe, expect, it } from 'vitest';
import { isCallbackNumber } from './callback-number.ts';

describe('callback number', () => {
  it('VALID-16: a plus, a digit 1-9, then 5 to 14 digits is a callback number', () => {
    expect(isCallbackNumber('+123456')).toBe(true);
    expect(isCallbackNumber('+123456789012345')).toBe(true);
    expect(isCallbackNumber(' +46701234567 ')).toBe(true);
  });

  it('VALID-16: too few or too many digits, a first digit 0, no plus or other characters are refused', () => {
    expect(isCallbackNumber('+12345')).toBe(false);
    expect(isCallbackNumber('+1234567890123456')).toBe(false);
    expect(isCallbackNumber('+0701234567')).toBe(false);
    expect(isCallbackNumber('0701234567')).toBe(false);
    expect(isCallbackNumber('+46 70 123 45 67')).toBe(false);
    expect(isCallbackNumber('')).toBe(false);
  });

  it('VALID-16: a sip or sips address is a callback number', () => {
    expect(isCallbackNumber('sip:operator@pbx.example')).toBe(true);
    expect(isCallbackNumber('SIPS:operator@pbx.example')).toBe(true);
    expect(isCallbackNumber('sip:')).toBe(false);
  });
});
