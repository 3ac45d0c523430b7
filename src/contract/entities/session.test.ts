import { describe, expect, it } from 'vitest';
import {
  MeSchema,
  PermissionSchema,
  PermissionsSchema,
  RegisterResponseSchema,
  SettingSchema,
  TokenResponseSchema,
  TwoFactorAuthTypeSchema,
  UrlLoginResponseSchema,
} from '../index.ts';

describe('session', () => {
  it('LOGIN-07 reads the token response fields', () => {
    const token = TokenResponseSchema.parse({
      access_token: 'eyJhbGciOi…',
      admin_access_token: 'adm',
      expires_in: 1799,
      token_type: 'bearer',
      twoFactorAuthType: 'sms',
      forcePasswordReset: false,
      PasswordResetToken: null,
      '.issued': 'Sun, 22 Nov 2026 08:40:00 GMT',
    });
    expect(token.twoFactorAuthType).toBe('sms');
    expect(TwoFactorAuthTypeSchema.safeParse(token.twoFactorAuthType).success).toBe(true);
  });

  it('LOGIN-10 keeps an unknown twoFactorAuthType readable so the console can report it', () => {
    const token = TokenResponseSchema.parse({ access_token: 'a', expires_in: '3600', token_type: 'bearer', twoFactorAuthType: 'email' });
    expect(token.expires_in).toBe(3600);
    expect(TwoFactorAuthTypeSchema.safeParse(token.twoFactorAuthType).success).toBe(false);
  });

  it('refuses a token response without access_token', () => {
    expect(TokenResponseSchema.safeParse({ expires_in: 3600, token_type: 'bearer' }).success).toBe(false);
  });

  it('LOGIN-24 reads the one-time link login response', () => {
    const login = UrlLoginResponseSchema.parse({
      access_token: 'x',
      expires_in: 600,
      token_type: 'bearer',
      telephone: '+46701234567',
      admin_id: 0,
      read_only: 'True',
      authorized: true,
      template: 'default',
      alarmid: '184467',
    });
    expect(login).toMatchObject({ admin_id: 0, read_only: true, alarmid: 184467 });
  });

  it('SESSION-03 reads Me', () => {
    const me = MeSchema.parse({
      Username: 'op1',
      Initials: 'OO',
      Language: 'sv-SE',
      UserId: 31,
      Name: 'Op One',
      RemoteId: null,
      IdentityId: 'abc',
      RespondentId: 12,
      RcDisplayName: 'Larmcentralen',
      RcName: 'lc',
    });
    expect(me.RespondentId).toBe(12);
  });

  it('API-09 takes a device token answered as a record or as a bare string', () => {
    expect(RegisterResponseSchema.parse({ devicetoken: 'dev-1' }).devicetoken).toBe('dev-1');
    expect(RegisterResponseSchema.parse('dev-2').devicetoken).toBe('dev-2');
  });

  it('CONST-02 reads settings as key/defaultvalue strings', () => {
    expect(SettingSchema.parse({ key: 'SINGLELIST', defaultvalue: 'True' })).toEqual({ key: 'SINGLELIST', defaultvalue: 'True' });
    expect(SettingSchema.safeParse({ key: 'REPORT', defaultvalue: 30 }).success).toBe(false);
  });

  it('ROLE-02 reads the action list, tolerating actions this build does not know', () => {
    const permissions = PermissionsSchema.parse({ Actions: ['AlarmOperator', 'SkygdSystemAdmin', 'NewThing'] });
    expect(permissions.Actions.filter((action) => PermissionSchema.safeParse(action).success)).toEqual([
      'AlarmOperator',
      'SkygdSystemAdmin',
    ]);
  });
});
