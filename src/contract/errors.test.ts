import { describe, expect, it } from 'vitest';
import { ApiErrorSchema, ERROR_HTTP_STATUS, ErrorCode, MESSAGE_KEYS, MessageKey, apiError } from './index.ts';

describe('error codes', () => {
  it('include the codes of both catalogues', () => {
    for (const code of [
      'NOT_OWNER_ALARM',
      'CONDITIONS_NOT_MET',
      'untrustedsource',
      'TwoFactorInvalidOnetimeCode',
      'TwoFactorTooManyFailedAttempts',
      'AlarmNotFound',
      'MediaServerNoResponse',
      'MissingData',
      'UnknownError',
    ]) {
      expect(ErrorCode).toHaveProperty(code, code);
    }
  });

  it('LOGIN-15 LOGIN-16 answer the two-factor refusals with 406, ERR-05 untrustedsource with 400', () => {
    expect(ERROR_HTTP_STATUS.TwoFactorInvalidOnetimeCode).toBe(406);
    expect(ERROR_HTTP_STATUS.TwoFactorTooManyFailedAttempts).toBe(406);
    expect(ERROR_HTTP_STATUS.untrustedsource).toBe(400);
  });

  it('give every code an HTTP error status', () => {
    for (const code of Object.values(ErrorCode)) {
      expect(ERROR_HTTP_STATUS[code]).toBeGreaterThanOrEqual(400);
    }
  });
});

describe('ApiError', () => {
  it('ERR-09 reads the OAuth form, the errors list and Message', () => {
    expect(ApiErrorSchema.parse({ error: 'invalid_grant', error_description: 'The user name or password is incorrect.' })).toMatchObject({
      error: 'invalid_grant',
    });
    const withList = ApiErrorSchema.parse({
      error: 'STREAM_NOT_AVAILABLE',
      errors: [{ name: 'STREAM_NOT_AVAILABLE', description: 'No stream' }],
      Message: 'No stream',
    });
    expect(withList.errors?.[0]?.name).toBe('STREAM_NOT_AVAILABLE');
  });

  it('builds a body the schema reads back', () => {
    const body = apiError('NOT_OWNER_ALARM', 'Take the alarm over first', [{ name: 'alarm_id', description: 'not yours' }]);
    expect(ApiErrorSchema.parse(body)).toEqual(body);
    expect(apiError('FORBIDDEN')).toEqual({ error: 'FORBIDDEN' });
  });
});

describe('message keys', () => {
  it('SESSION-17 include every session message', () => {
    for (const key of [
      'LOGGED_OUT_OR_NOT_AUTHORIZED',
      'LOGGED_IN_ON_OTHER_DEVICE',
      'ACCOUNT_REVOKED',
      'UNTRUSTED_SOURCE',
      'CANT_AUTHENTICATE',
      'INTERNET_CONNECTION_ABORT',
      'YOUR_BROWSER_IS_UNSUPPORTED',
    ]) {
      expect(MESSAGE_KEYS).toHaveProperty(key);
    }
  });

  it('LOGIN-10 ERR-10 LOGIN-18 keep the spec\'s English texts', () => {
    expect(MESSAGE_KEYS.INVALID_TWO_FACTOR_AUTH_TYPE).toBe('Invalid twoFactorAuthType returned');
    expect(MESSAGE_KEYS.UNDEFINED_ERROR).toBe('Undefined error');
    expect(MESSAGE_KEYS.LOGIN_INTERNAL_ERROR).toBe('Internal error occured during login process');
  });

  it('PUSH-19 the accept and transfer texts are the spec\'s English ones', () => {
    expect(MESSAGE_KEYS.ALARM_CANT_TAKE).toBe('Unable to take this alarm.');
    expect(MESSAGE_KEYS.ACCEPT_LIMIT_BLOCKED).toBe('New alarm blocked by acceptance limit.');
    expect(MESSAGE_KEYS.ALARM_TRANSFERRED).toBe('This alarm has been transferred. You can not access it any longer.');
  });

  it('offer the keys as values and give each an English text', () => {
    expect(MessageKey.CONDITIONS_NOT_MET).toBe('CONDITIONS_NOT_MET');
    expect(Object.keys(MessageKey)).toEqual(Object.keys(MESSAGE_KEYS));
    expect(Object.values(MESSAGE_KEYS).every((text) => text.trim().length > 0)).toBe(true);
  });

  it('message keys are unique, even ignoring case', () => {
    const keys = Object.keys(MESSAGE_KEYS).map((key) => key.toLowerCase());
    expect(new Set(keys).size).toBe(keys.length);
  });
});
