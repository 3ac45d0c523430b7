import { describe, expect, it } from 'vitest';
import { failureFromHttp } from './failure-from-http.ts';

describe('failureFromHttp', () => {
  it('ERR-01 status 0 is INTERNET_CONNECTION_ABORT', () => {
    expect(failureFromHttp({ status: 0, body: undefined })).toEqual({ ok: false, code: 'OFFLINE', messageKey: 'INTERNET_CONNECTION_ABORT' });
  });

  it('ERR-03 502 and above is service unavailable; 500 and 501 show the server\'s message', () => {
    expect(failureFromHttp({ status: 502, body: undefined })).toMatchObject({ messageKey: 'SERVICE_UNAVAILABLE' });
    expect(failureFromHttp({ status: 503, body: undefined })).toMatchObject({ messageKey: 'SERVICE_UNAVAILABLE' });
    expect(failureFromHttp({ status: 501, body: { Message: 'Not implemented' } })).toEqual({
      ok: false,
      code: 'SERVER_REFUSED',
      serverText: 'Not implemented',
      status: 501,
    });
  });

  it('ERR-05 LOGIN-19 a 400 mentioning untrustedsource is UNTRUSTED_SOURCE, in a session and at login', () => {
    for (const context of ['session', 'login'] as const) {
      expect(failureFromHttp({ status: 400, body: 'UntrustedSource' }, context)).toMatchObject({ code: 'untrustedsource', messageKey: 'UNTRUSTED_SOURCE' });
    }
    expect(failureFromHttp({ status: 400, body: { error_description: 'Bad input' } })).toMatchObject({ serverText: 'Bad input' });
  });

  it('ERR-06 ERR-07 a 401 in a session is LOGGED_OUT_OR_NOT_AUTHORIZED; on the login screen it is wrong credentials', () => {
    expect(failureFromHttp({ status: 401, body: undefined })).toMatchObject({ code: 'UNAUTHORIZED', messageKey: 'LOGGED_OUT_OR_NOT_AUTHORIZED' });
    expect(failureFromHttp({ status: 401, body: undefined }, 'login')).toEqual({ ok: false, code: 'invalid_grant', status: 401 });
  });

  it('ERR-08 a 404 carries the server\'s message', () => {
    expect(failureFromHttp({ status: 404, body: { errors: [{ description: 'No alarm' }] } })).toMatchObject({
      code: 'NOT_FOUND',
      serverText: 'No alarm',
    });
  });

  it('LOGIN-15 LOGIN-16 LOGIN-17 a two-factor 406 names the code\'s fault', () => {
    const twoFactor = (body: unknown) => failureFromHttp({ status: 406, body }, 'twoFactor').messageKey;
    expect(twoFactor({ error: 'TwoFactorTooManyFailedAttempts' })).toBe('AUTH_CODE_VALIDATION_FAILED_TOO_MANY_ATTEMPTS');
    expect(twoFactor({ errors: [{ name: 'TwoFactorInvalidOnetimeCode', description: 'x' }] })).toBe('AUTH_CODE_VALIDATION_FAILED_INVALID_ONE_TIME_CODE');
    expect(twoFactor({ error: 'Other' })).toBe('AUTH_CODE_VALIDATION_FAILED');
    // Outside the two-factor step a 406 is an ordinary message.
    expect(failureFromHttp({ status: 406, body: { Message: 'Nope' } })).toMatchObject({ serverText: 'Nope' });
  });

  it('aesthetics 6.5 ALIST-19: an accept refused with 404 or 406 has its own code, ALARM_CANT_TAKE, whatever code the server named', () => {
    expect(failureFromHttp({ status: 406, body: { error: 'AlarmNotFound' } }, 'accept')).toEqual({ ok: false, code: 'ALARM_CANT_TAKE', messageKey: 'ALARM_CANT_TAKE', status: 406 });
    expect(failureFromHttp({ status: 404, body: {} }, 'accept')).toEqual({ ok: false, code: 'ALARM_CANT_TAKE', messageKey: 'ALARM_CANT_TAKE', status: 404 });
    expect(failureFromHttp({ status: 409, body: { error: 'ALARM_TAKEN' } }, 'accept').code).not.toBe('ALARM_CANT_TAKE');
    expect(failureFromHttp({ status: 406, body: {} }).code).not.toBe('ALARM_CANT_TAKE');
  });

  it('ERR-10 with no text at all the message is "Undefined error"', () => {
    expect(failureFromHttp({ status: 409, body: {} })).toMatchObject({ messageKey: 'UNDEFINED_ERROR' });
  });
});
