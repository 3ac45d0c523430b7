import { describe, expect, it } from 'vitest';
import { subscriptionIdentifier, systemTestEnded } from './support.ts';

describe('support rules', () => {
  it('SUP-05 the system test ends when no row is Ongoing', () => {
    expect(systemTestEnded([{ Ongoing: false }, { Ongoing: true }])).toBe(false);
    expect(systemTestEnded([{ Ongoing: false }, { Ongoing: null }])).toBe(true);
  });

  it('SUP-07 the lookup removes a leading plus', () => {
    expect(subscriptionIdentifier(' +46701234567 ')).toBe('46701234567');
    expect(subscriptionIdentifier('anna@example.com')).toBe('anna@example.com');
    expect(subscriptionIdentifier('+')).toBe('');
  });
});
