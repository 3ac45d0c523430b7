import { describe, expect, it } from 'vitest';
import { administrationUrl, myDetailsUrl } from './admin-links.ts';

describe('admin portal links', () => {
  it('SHELL-08 administration opens users on the old portal and objects on the new one', () => {
    expect(administrationUrl({ adminUrl: 'https://admin.example.org/', useOldAdmin: true })).toBe('https://admin.example.org/users');
    expect(administrationUrl({ adminUrl: 'https://admin.example.org', useOldAdmin: false })).toBe('https://admin.example.org/objects');
  });

  it('SHELL-09 my details prefers the identity record, else the administrator record', () => {
    const base = { adminUrl: 'https://admin.example.org', useOldAdmin: false };
    expect(myDetailsUrl({ ...base, identityId: 'abc', remoteId: 5 })).toBe('https://admin.example.org/identities/abc');
    expect(myDetailsUrl({ ...base, identityId: '', remoteId: 5 })).toBe('https://admin.example.org/administrators/5');
    expect(myDetailsUrl({ ...base, userId: 9 })).toBe('https://admin.example.org/administrators/9');
  });

  it('no portal address, or one that is not http(s), gives no link', () => {
    expect(administrationUrl({ adminUrl: undefined, useOldAdmin: false })).toBeNull();
    expect(administrationUrl({ adminUrl: 'javascript:alert(1)', useOldAdmin: false })).toBeNull();
    expect(myDetailsUrl({ adminUrl: 'https://admin.example.org', useOldAdmin: false })).toBeNull();
  });
});
