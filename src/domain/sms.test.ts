import { describe, expect, it } from 'vitest';
import { canSendSms, smsButtonShown, smsFooter, smsMessage, smsNumbers, truncateSms } from './sms.ts';

describe('sms rules', () => {
  it('RES-23 the message button needs an alarm; a skype link only where the caller allows it', () => {
    expect(smsButtonShown(12, '+46701234567', false)).toBe(true);
    expect(smsButtonShown(null, '+46701234567', true)).toBe(false);
    expect(smsButtonShown(12, 'skype:anna', false)).toBe(false);
    expect(smsButtonShown(12, 'skype:anna', true)).toBe(true);
    expect(smsButtonShown(12, '', true)).toBe(false);
  });

  it('RES-25 text beyond 500 characters is cut, with room left for the footer', () => {
    expect(truncateSms('x'.repeat(600), '')).toHaveLength(500);
    expect(truncateSms('short', '')).toBe('short');
    expect(truncateSms('x'.repeat(600), smsFooter('No reply.'))).toHaveLength(500 - 12);
  });

  it('RES-26 qa-handling P3-8 the message sent is the operator\'s text, blank lines, then the cannot-reply sentence', () => {
    expect(smsMessage('  Help is on the way. \n', 'You cannot reply to this message.')).toBe('Help is on the way.\n\n\nYou cannot reply to this message.');
  });

  it('RES-28 a single SMS needs a number and a message', () => {
    expect(canSendSms('+4670', 'hi')).toBe(true);
    expect(canSendSms('', 'hi')).toBe(false);
    expect(canSendSms('+4670', '  \n ')).toBe(false);
  });

  it('RES-30 the numbers are Telephone1-3, each once, none blank', () => {
    expect(smsNumbers({ Name: 'Eva', IsResource: true, Telephone1: '+461', Telephone2: ' ', Telephone3: '+461' })).toEqual(['+461']);
    expect(smsNumbers({ Name: 'Eva', Telephone1: '+461', Telephone3: '+463' })).toEqual(['+461', '+463']);
  });
});
