import { describe, expect, it } from 'vitest';
import { MESSAGE_KEYS } from '../contract/index.ts';
import {
  acceptErrorKey,
  detailsLoadError,
  errorMessage,
  isSuccessStatus,
  listLoadError,
  notFoundReturnPath,
  twoFactorErrorKey,
} from './http-errors.ts';

describe('status and return path', () => {
  it('ERR-04 any 2xx status is success', () => {
    expect(isSuccessStatus(200)).toBe(true);
    expect(isSuccessStatus(204)).toBe(true);
    expect(isSuccessStatus(299)).toBe(true);
    expect(isSuccessStatus(199)).toBe(false);
    expect(isSuccessStatus(300)).toBe(false);
  });

  it('ERR-08 after a 404 the return is to the template page or the dashboard', () => {
    expect(notFoundReturnPath({ fromId: '42', fromTemplate: 'default' })).toBe('/dashboard/template/default/42');
    expect(notFoundReturnPath({ fromId: '42' })).toBe('/dashboard');
    expect(notFoundReturnPath({})).toBe('/dashboard');
  });

  it('ROUTE-19 fromId and fromTemplate take the user back to that template page after a 404', () => {
    expect(notFoundReturnPath({ fromId: '7', fromTemplate: 'goteborg_v2' })).toBe('/dashboard/template/goteborg_v2/7');
  });
});

describe('errorMessage', () => {
  it('ERR-09 joined error descriptions come first', () => {
    expect(
      errorMessage({
        errors: [{ description: 'First' }, { name: 'x', description: 'Second' }],
        error_description: 'ignored',
        Message: 'ignored',
      }),
    ).toBe('First, Second');
  });

  it('ERR-09 then error_description, Message, data, then a text body', () => {
    expect(errorMessage({ errors: [], error_description: 'ed', Message: 'm' })).toBe('ed');
    expect(errorMessage({ Message: 'm', data: 'd' })).toBe('m');
    expect(errorMessage({ data: 'd' })).toBe('d');
    expect(errorMessage('plain text body')).toBe('plain text body');
  });

  it('ERR-10 with none of those the message is "Undefined error"', () => {
    expect(errorMessage(undefined)).toBe('Undefined error');
    expect(errorMessage({})).toBe('Undefined error');
    expect(errorMessage('  ')).toBe('Undefined error');
    expect(errorMessage({ errors: [{ name: 'x' }], Message: '' })).toBe('Undefined error');
  });
});

describe('acceptErrorKey', () => {
  it('ALIST-19 an accept answered 404 or 406 shows ALARM_CANT_TAKE', () => {
    expect(acceptErrorKey(404)).toBe('ALARM_CANT_TAKE');
    expect(acceptErrorKey(406)).toBe('ALARM_CANT_TAKE');
    expect(acceptErrorKey(409)).toBeUndefined();
    expect(acceptErrorKey(500)).toBeUndefined();
  });
});

describe('listLoadError', () => {
  it('ERR-11 a failed alarm load with alarms shown is a sync error with status text and code', () => {
    expect(listLoadError({ status: 500, statusText: 'Internal Server Error', hasData: true })).toEqual({
      kind: 'syncError',
      status: 500,
      message: 'Internal Server Error (500)',
    });
  });
  it('ERR-12 a failed alarm load with no alarms is a server error', () => {
    expect(listLoadError({ status: 500, hasData: false })).toMatchObject({ kind: 'serverError', status: 500 });
  });
  it('ERR-13 users and history loads follow the same rule; blocked requests are ignored', () => {
    expect(listLoadError({ status: 503, hasData: true }).kind).toBe('syncError');
    expect(listLoadError({ status: 0, blocked: true, hasData: true })).toEqual({ kind: 'ignored' });
  });
});

describe('detailsLoadError', () => {
  const body = { errors: [{ description: 'Database busy' }, { description: 'second' }] };
  it('ERR-14 a not-found details or attachments load shows a server error', () => {
    expect(detailsLoadError({ status: 404, body, hasDetails: true })).toMatchObject({
      kind: 'serverError',
      status: 404,
    });
  });
  it('ERR-15 any other failure stops the pending requests', () => {
    expect(detailsLoadError({ status: 500, body, hasDetails: true }).stopPending).toBe(true);
    expect(detailsLoadError({ status: 500, body, hasDetails: false }).stopPending).toBe(true);
  });
  it("ERR-16 with details shown a sync error with the server's first error description, else a server error with status", () => {
    expect(detailsLoadError({ status: 500, body, hasDetails: true })).toEqual({
      kind: 'syncError',
      status: 500,
      message: 'Database busy',
      stopPending: true,
    });
    expect(detailsLoadError({ status: 500, body, hasDetails: false })).toEqual({
      kind: 'serverError',
      status: 500,
      message: '500',
      stopPending: true,
    });
  });
});

describe('message keys', () => {
  it('every key the HTTP rules answer is a listed message key', () => {
    const keys = [
      ...[undefined, 'TwoFactorTooManyFailedAttempts', 'TwoFactorInvalidOnetimeCode'].map((body) => twoFactorErrorKey(body)),
      acceptErrorKey(404) ?? '',
    ];
    for (const key of keys) expect(Object.keys(MESSAGE_KEYS)).toContain(key);
  });
});
