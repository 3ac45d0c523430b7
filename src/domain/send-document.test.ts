import { describe, expect, it } from 'vitest';
import { documentDestinationError } from './send-document.ts';

describe('send document destination', () => {
  it('qa-supervisor P3-1 VALID-16 a destination is an e-mail address or a callback number, nothing else', () => {
    for (const accepted of ['anna@example.com', ' a.b@mail.example.se ', '+46701234567', 'sip:anna@pbx.example']) expect(documentDestinationError(accepted), accepted).toBeNull();
    for (const refused of ['abcd', 'anna@', '@example.com', 'anna@example', 'an na@example.com', 'anna@example.', '0701234567', 'sip:']) {
      expect(documentDestinationError(refused), refused).toBe('DOCUMENT_DESTINATION_INVALID');
    }
  });
});
