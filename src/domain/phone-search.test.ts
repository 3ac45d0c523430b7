import { describe, expect, it } from 'vitest';
import { internationalNumber } from './phone-search.ts';

describe('internationalNumber', () => {
  it('qa-supervisor P2-9 P2-10: a national number takes the centre country code; the international forms stay', () => {
    expect(internationalNumber('0702000148', '+46')).toBe('+46702000148');
    expect(internationalNumber('070-200 01 48', '+46')).toBe('+46702000148');
    expect(internationalNumber('+46702000148', '+46')).toBe('+46702000148');
    expect(internationalNumber('46702000148', '+46')).toBe('+46702000148');
    expect(internationalNumber('0046702000148', '+46')).toBe('+46702000148');
    expect(internationalNumber('0702000148', '+358')).toBe('+358702000148');
  });
  it('qa-supervisor P2-9 P2-10: names, customer numbers, short digits and a national number without a country code are no number', () => {
    expect(internationalNumber('Korhonen', '+46')).toBeUndefined();
    expect(internationalNumber('C50014', '+46')).toBeUndefined();
    expect(internationalNumber('1234', '+46')).toBeUndefined();
    expect(internationalNumber('0702000148', undefined)).toBeUndefined();
  });
});
