import { describe, expect, it } from 'vitest';
import { callMode, callTarget, localSoftphoneLink } from './call-target.ts';

const base = { telephonePrefix: '+46', deviceToken: 'dev-123' };

describe('callTarget', () => {
  it('CALL-05 basic tel and basic callto give plain tel and callto links to the dial number', () => {
    expect(callTarget('070-123 45 67', { ...base, mode: 'basicTel' })).toEqual({ kind: 'link', href: 'tel:+46701234567', dialled: '+46701234567' });
    expect(callTarget('+46 70 123 45 67', { ...base, mode: 'basicCallto' })).toEqual({ kind: 'link', href: 'callto:+46701234567', dialled: '+46701234567' });
  });

  it('CALL-04 VALID-24 local mode dials through the local softphone protocol with the token, without plus signs', () => {
    expect(callTarget('+46 70 123 45 67', { ...base, mode: 'local' })).toEqual({
      kind: 'link',
      href: 'arcphone:dial?number=46701234567&token=dev-123',
      dialled: '46701234567',
    });
  });

  it('CALL-04 hangup, hold and showphone are links of the same protocol, each with the token parameter', () => {
    expect(localSoftphoneLink('hangup', 'dev 1&2')).toBe('arcphone:hangup?token=dev+1%262');
    expect(localSoftphoneLink('hold', 'dev-123')).toBe('arcphone:hold?token=dev-123');
    expect(localSoftphoneLink('showphone', 'dev-123')).toBe('arcphone:showphone?token=dev-123');
  });

  it('CALL-06 external mode shows the number to copy: the integration places the call', () => {
    expect(callTarget('070-123 45 67', { ...base, mode: 'external' })).toEqual({ kind: 'copy', copied: '+46701234567' });
    expect(callTarget('', { ...base, mode: 'external' })).toEqual({ kind: 'text' });
  });

  it('cloud mode gives the softphone the dial number', () => {
    expect(callTarget('070 123 45 67', { ...base, mode: 'cloud' })).toEqual({ kind: 'softphone', dialled: '+46701234567' });
  });

  it('VALID-23 a calling mode with nothing to dial is noNumberToDial', () => {
    for (const mode of ['basicTel', 'basicCallto', 'local', 'cloud'] as const) expect(callTarget(' - ', { ...base, mode })).toEqual({ kind: 'noNumber' });
  });

  it('VALID-18 VALID-25 sip addresses and skype-style links are their own link', () => {
    expect(callTarget('sip:anna@arc.example', { ...base, mode: 'basicTel' })).toMatchObject({ href: 'sip:anna@arc.example' });
    expect(callTarget('skype:anna?call', { ...base, mode: 'basicCallto' })).toMatchObject({ href: 'skype:anna?call' });
    expect(callTarget('skype:anna?call', { ...base, mode: 'cloud' })).toMatchObject({ kind: 'link', href: 'skype:anna?call' });
    expect(callTarget('sip:anna@arc.example', { ...base, mode: 'local' })).toMatchObject({ dialled: 'sip:anna@arc.example' });
  });

  it('ROLE-06 a read-only session has telephony none: the number is plain text', () => {
    expect(callMode('basicTel', true)).toBe('none');
    expect(callMode('cloud', false)).toBe('cloud');
    expect(callTarget('+46701234567', { ...base, mode: callMode('basicTel', true) })).toEqual({ kind: 'text' });
  });
});
