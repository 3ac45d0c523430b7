import { describe, expect, it } from 'vitest';
import { externalInfoLink, swapTarget } from './links.ts';

describe('externalInfoLink', () => {
  const links = [
    { LinkDescription: 'Journal', LinkUrl: 'https://a' },
    { LinkDescription: 'Other', LinkUrl: 'https://b' },
    { LinkDescription: 'journal v2', LinkUrl: 'https://c' },
    { LinkDescription: 'Journal', LinkUrl: '' },
  ];
  it('WIDGET-13 the last attached link matching the configured pattern is used', () => {
    expect(externalInfoLink(links, 'journal')?.LinkUrl).toBe('https://c');
    expect(externalInfoLink(links, /^Journal$/)?.LinkUrl).toBe('https://a');
  });
  it('WIDGET-12 no matching link means no content', () => {
    expect(externalInfoLink(links, 'camera')).toBeUndefined();
  });
});

describe('swapTarget', () => {
  const current = { UserId: 1, NationalIdNumber: '191212121212', SubscriptionActive: true };
  it('DETAIL-44 another user with an active subscription and exactly the same national id', () => {
    const users = [
      current,
      { UserId: 2, NationalIdNumber: '191212121212', SubscriptionActive: false },
      { UserId: 3, NationalIdNumber: '19121212121', SubscriptionActive: true },
      { UserId: 4, NationalIdNumber: '191212121212', SubscriptionActive: true },
    ];
    expect(swapTarget(users, current)?.UserId).toBe(4);
    expect(swapTarget(users.slice(0, 3), current)).toBeUndefined();
    expect(swapTarget(users, { UserId: 9, NationalIdNumber: '' })).toBeUndefined();
  });
});
