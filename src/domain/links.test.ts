import { describe, expect, it } from 'vitest';
import { externalInfoLink } from './links.ts';

describe('externalInfoLink', () => {
  const links = [
    { LinkDescription: 'Journal', LinkUrl: 'https://a' },
    { LinkDescription: 'Other', LinkUrl: 'https://b' },
    { LinkDescription: 'journal v2', LinkUrl: 'https://c' },
    { LinkDescription: 'Journal', LinkUrl: '' },
  ];
  it('WIDGET-13 the last attached link matching the configured pattern is used', () => {
    expect(externalInfoLink(links, 'journal')?.LinkUrl).toBe('https://c');
    expect(externalInfoLink(links, '^Journal$')?.LinkUrl).toBe('https://a');
    expect(externalInfoLink(links, 'https://b')?.LinkUrl).toBe('https://b');
  });
  it('WIDGET-13 without a configured pattern the last link with an address is used', () => {
    expect(externalInfoLink(links, undefined)?.LinkUrl).toBe('https://c');
  });
  it('WIDGET-12 no matching link, or an invalid pattern, means no content', () => {
    expect(externalInfoLink(links, 'camera')).toBeUndefined();
    expect(externalInfoLink(links, '(')).toBeUndefined();
    expect(externalInfoLink(null, 'journal')).toBeUndefined();
  });
});
