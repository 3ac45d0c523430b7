import { describe, expect, it } from 'vitest';
import { subscriptionIdentifier, validateDocumentSend } from './support.ts';

describe('support inputs', () => {
  it('SUP-11 send document is disabled while the destination has fewer than 4 characters', () => {
    expect(validateDocumentSend('abc', false)).toEqual({ ok: false, error: 'DOCUMENT_DESTINATION_TOO_SHORT' });
    expect(validateDocumentSend(' abcd ', false)).toEqual({ ok: true, value: 'abcd' });
  });
  it('SUP-12 send document is disabled while a send is running', () => {
    expect(validateDocumentSend('+46701234567', true)).toEqual({ ok: false, error: 'DOCUMENT_SEND_RUNNING' });
  });
  it('SUP-07 subscription lookup removes the plus', () => {
    expect(subscriptionIdentifier('+46701234567')).toEqual({ ok: true, value: '46701234567' });
    expect(subscriptionIdentifier('+')).toEqual({ ok: false, error: 'SUBSCRIPTION_IDENTIFIER_EMPTY' });
  });
});
