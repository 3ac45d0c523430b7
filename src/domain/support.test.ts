import { describe, expect, it } from 'vitest';
import { subscriptionIdentifier, supportDateTime, systemTestEnded, systemTestFinishedAt } from './support.ts';

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

  it('qa-supervisor P3-2 support times read YYYY-MM-DD HH:mm:ss whatever the language; none for a missing date', () => {
    expect(supportDateTime(new Date(2026, 10, 28, 7, 39, 5))).toBe('2026-11-28 07:39:05');
    expect(supportDateTime(null)).toBe('');
  });

  it('qa-supervisor P3-2 the test finished at its latest row end, once no row is Ongoing', () => {
    const ended = [
      { Ongoing: false, Finished: '2026-11-28T07:39:06.000Z' },
      { Ongoing: false, Finished: '2026-11-28T07:39:13.000Z' },
    ];
    expect(systemTestFinishedAt(ended)).toBe('2026-11-28T07:39:13.000Z');
    expect(systemTestFinishedAt([ended[0]!, { Ongoing: true, Finished: null }])).toBeNull();
    expect(systemTestFinishedAt([{ Ongoing: false, Finished: null }])).toBeNull();
    expect(systemTestFinishedAt([])).toBeNull();
  });
});
