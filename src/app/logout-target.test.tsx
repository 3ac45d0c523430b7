import { beforeEach, describe, expect, it } from 'vitest';
import { logoutUrl, storeCognitoEntry } from './logout-target.ts';

beforeEach(() => localStorage.clear());

describe('logout target', () => {
  it('SESSION-23 ROUTE-03 a /cognitologin entry sends the logout back to its referrer with its query', () => {
    storeCognitoEntry({ query: '?tenant=7', referrer: 'https://portal.example.org/start' });
    expect(logoutUrl(['https://portal.example.org'])).toBe('https://portal.example.org/start?tenant=7');
  });

  it('SESSION-23 a referrer of an untrusted origin is not followed (no open redirect)', () => {
    storeCognitoEntry({ query: '?tenant=7', referrer: 'https://portal.example.org.evil.example/start' });
    expect(logoutUrl(['https://portal.example.org'])).toBeNull();
  });

  it('SESSION-23 without a stored entry (or with a non-http referrer) logout goes to the login page', () => {
    expect(logoutUrl(['https://portal.example.org'])).toBeNull();
    storeCognitoEntry({ query: '', referrer: 'javascript:alert(1)' });
    expect(logoutUrl(['https://portal.example.org'])).toBeNull();
    storeCognitoEntry({ query: '', referrer: '' });
    expect(logoutUrl(['https://portal.example.org'])).toBeNull();
  });
});
