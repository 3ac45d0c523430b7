import { beforeEach, describe, expect, it } from 'vitest';
import { logoutUrl, storeCognitoEntry } from './logout-target.ts';

beforeEach(() => localStorage.clear());

describe('logout target', () => {
  it('SESSION-23 ROUTE-03 a /cognitologin entry sends the logout back to its referrer with its query', () => {
    storeCognitoEntry({ query: '?tenant=7', referrer: 'https://portal.example.org/start' });
    expect(logoutUrl()).toBe('https://portal.example.org/start?tenant=7');
  });

  it('SESSION-23 without a stored entry (or with a non-http referrer) logout goes to the login page', () => {
    expect(logoutUrl()).toBeNull();
    storeCognitoEntry({ query: '', referrer: 'javascript:alert(1)' });
    expect(logoutUrl()).toBeNull();
    storeCognitoEntry({ query: '', referrer: '' });
    expect(logoutUrl()).toBeNull();
  });
});
