import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MeSchema, RespondentGroupSchema, SettingSchema, TokenResponseSchema, UrlLoginResponseSchema } from '../../src/contract/index.ts';
import { DEMO_PASSWORD } from '../demo/demo-accounts.ts';
import { createDemoLink } from '../routes/dev-routes.ts';
import { connectWs } from '../test-support/ws-client.ts';
import { latestSmsCode, startTestServer, TestClock, totpCode, type TestServer } from '../test-support/test-server.ts';

const form = (UserName: string, Password = DEMO_PASSWORD) => ({ form: { grant_type: 'password', UserName, Password } });

describe('session and setup endpoints', () => {
  let server: TestServer;
  const clock = new TestClock();
  beforeAll(async () => {
    // The clock jumps past an access token's hour: no idle end here (security/session-idle.test.ts has it).
    server = await startTestServer({ clock, loginLimits: { perUser: 3, perAddress: 1000, windowMs: 60_000 }, sessionIdleSeconds: 12 * 3600 });
  });
  afterAll(async () => {
    await server.close();
  });

  it('API-02 POST api/token takes the form UserName, Password, grant_type=password and answers a bearer token', async () => {
    const answer = await server.request('POST', '/api/token', form('anna'));
    expect(answer.status).toBe(200);
    const token = TokenResponseSchema.parse(answer.body);
    expect(token.token_type).toBe('bearer');
    expect(token.expires_in).toBe(3600);
    expect(token.twoFactorAuthType).toBe('none');
  });

  it('API-02 also accepts core §7 names userName and userPassword', async () => {
    const answer = await server.request('POST', '/api/token', { form: { grant_type: 'password', userName: 'ANNA', userPassword: DEMO_PASSWORD } });
    expect(answer.status).toBe(200);
  });

  it('refuses a wrong password with invalid_grant and a missing field with a field-level 400', async () => {
    const wrong = await server.request('POST', '/api/token', form('david', 'nope'));
    expect(wrong.status).toBe(400);
    expect(wrong.body.error).toBe('invalid_grant');
    const missing = await server.request('POST', '/api/token', { form: { grant_type: 'password', UserName: 'anna' } });
    expect(missing.status).toBe(400);
    expect(missing.body.errors[0].name).toBe('body.Password');
  });

  it('rate-limits failed logins per user (429), while other users still log in', async () => {
    for (let i = 0; i < 3; i++) expect((await server.request('POST', '/api/token', form('eva', 'wrong'))).status).toBe(400);
    const limited = await server.request('POST', '/api/token', form('eva'));
    expect(limited.status).toBe(429);
    expect(limited.body.error).toBe('RATE_LIMITED');
    expect((await server.request('POST', '/api/token', form('anna'))).status).toBe(200);
  });

  it('API-06 GET api/me describes the operator; without a token it is 401', async () => {
    const token = await server.login('anna');
    const me = MeSchema.parse((await server.request('GET', '/api/me', { token })).body);
    expect(me).toMatchObject({ Username: 'anna', Name: 'Anna Andersson', Initials: 'AA' });
    expect((await server.request('GET', '/api/me')).status).toBe(401);
    expect((await server.request('GET', '/api/me', { token: 'forged' })).status).toBe(401);
  });

  it('API-03 sms two-factor: the first token only opens /api/2fa, the outbox code gives the session', async () => {
    const first = await server.request('POST', '/api/token', form('bjorn'));
    expect(first.body.twoFactorAuthType).toBe('sms');
    expect((await server.request('GET', '/api/me', { token: first.body.access_token })).status).toBe(401);
    const code = await latestSmsCode(server.app, 'bjorn');
    const second = await server.request('POST', '/api/2fa', { token: first.body.access_token, json: { AuthCode: code, RememberMe: true } });
    expect(second.status).toBe(200);
    expect((await server.request('GET', '/api/me', { token: second.body.access_token })).body.Username).toBe('bjorn');
    // The pending token is spent.
    expect((await server.request('POST', '/api/2fa', { token: first.body.access_token, json: { AuthCode: code, RememberMe: true } })).status).toBe(401);
  });

  it('exposes the sms outbox to the demo at GET /api/dev/outbox', async () => {
    await server.request('POST', '/api/token', form('bjorn'));
    const outbox = await server.request('GET', '/api/dev/outbox');
    expect(outbox.body[0]).toMatchObject({ Username: 'bjorn', Code: await latestSmsCode(server.app, 'bjorn') });
  });

  it('API-03 a wrong code answers 406 TwoFactorInvalidOnetimeCode; once the failures lock this address out, even the right code answers 429', async () => {
    // This server locks an address out after 3 failures; the fifth-code rule (TwoFactorTooManyFailedAttempts) is in server/security/two-factor.test.ts.
    const first = await server.request('POST', '/api/token', form('bjorn'));
    const attempt = (AuthCode = '000000x') => server.request('POST', '/api/2fa', { token: first.body.access_token, json: { AuthCode, RememberMe: false } });
    for (let i = 0; i < 3; i++) {
      const answer = await attempt();
      expect(answer.status).toBe(406);
      expect(answer.body.error).toBe('TwoFactorInvalidOnetimeCode');
    }
    const locked = await attempt(await latestSmsCode(server.app, 'bjorn'));
    expect(locked.status).toBe(429);
    expect(locked.body.error).toBe('RATE_LIMITED');
  });

  it('API-03 TOTP two-factor (google) accepts the authenticator code of the demo secret', async () => {
    const first = await server.request('POST', '/api/token', form('cecilia'));
    expect(first.body.twoFactorAuthType).toBe('google');
    const second = await server.request('POST', '/api/2fa', { token: first.body.access_token, json: { AuthCode: totpCode(clock.now()), RememberMe: false } });
    expect(second.status).toBe(200);
  });

  it('API-04 API-05 a renewal token buys a new access token (and its successor); expired access tokens are refused', async () => {
    const token = await server.login('anna');
    const renewal = await server.request('GET', '/api/me/renewaltoken', { token });
    expect(renewal.status).toBe(200);
    const refreshed = await server.request('POST', '/api/accesstoken/refreshtoken', { json: { token: renewal.body.token } });
    expect(refreshed.status).toBe(200);
    expect(refreshed.body.access_token).not.toBe(token);
    // An access token is no renewal token (security #4).
    const byAccess = await server.request('POST', '/api/accesstoken/refreshtoken', { json: { token } });
    expect(byAccess.status).toBe(401);
    clock.advance(3601_000);
    expect((await server.request('GET', '/api/me', { token })).status).toBe(401);
    const renewed = await server.request('POST', '/api/accesstoken/refreshtoken', { json: { token: refreshed.body.refresh_token } });
    expect(renewed.status).toBe(200);
  });

  it('API-07 API-08 a forced reset blocks other requests until a password meeting the policy is set', async () => {
    await server.app.arc.db.updateTable('respondents').set({ ForceReset: 1 }).where('Username', '=', 'eva').execute();
    server.app.arc.limiter.recordSuccess('eva', '127.0.0.1', clock.now().getTime());
    const login = await server.request('POST', '/api/token', form('eva'));
    expect(login.body.forcePasswordReset).toBe(true);
    const token = login.body.access_token;
    expect((await server.request('GET', '/api/alarms', { token })).status).toBe(403);
    const policy = await server.request('GET', '/api/me/forceresetpassword', { token });
    expect(policy.body).toMatchObject({ MinLength: 10, MinNumbers: 1, MinLowerCase: 1, MinUpperCase: 1 });
    const weak = await server.request('POST', '/api/me/resetpassword', { token, json: { PasswordResetToken: login.body.PasswordResetToken, Password: 'short' } });
    expect(weak.status).toBe(400);
    expect(weak.body.errors[0].name).toBe('Password');
    const ok = await server.request('POST', '/api/me/resetpassword', { token, json: { PasswordResetToken: login.body.PasswordResetToken, Password: 'New-Password-2027' } });
    expect(ok.status).toBe(200);
    // A password change ends every login of the operator, this one included (security #4).
    expect((await server.request('GET', '/api/alarms', { token })).status).toBe(401);
    expect((await server.request('POST', '/api/token', form('eva', 'New-Password-2027'))).status).toBe(200);
  });

  it('qa-supervisor P2-2: a forced reset refuses the current password (PASSWORD_UNCHANGED) and keeps the reset pending', async () => {
    await server.app.arc.db.updateTable('respondents').set({ ForceReset: 1 }).where('Username', '=', 'frida').execute();
    const login = await server.request('POST', '/api/token', form('frida'));
    const token = login.body.access_token;
    const same = await server.request('POST', '/api/me/resetpassword', { token, json: { PasswordResetToken: login.body.PasswordResetToken, Password: DEMO_PASSWORD } });
    expect(same.status).toBe(400);
    expect(same.body.error).toBe('PASSWORD_UNCHANGED');
    // Still forced: nothing but the reset is allowed, and the login still asks for it.
    expect((await server.request('GET', '/api/alarms', { token })).status).toBe(403);
    expect((await server.request('POST', '/api/token', form('frida'))).body.forcePasswordReset).toBe(true);
    await server.app.arc.db.updateTable('respondents').set({ ForceReset: 0 }).where('Username', '=', 'frida').execute();
  });

  it('API-09 register returns the device token; a second device of the same operator pushes LOGGED_IN_ON_OTHER_DEVICE to the first', async () => {
    const first = await server.login('david');
    const registered = await server.request('POST', '/api/me/register', { token: first, json: { type: 'SkygdWebApp', telephone: '+46701234567', devicetoken: 'device-one', UsingTwilio: false } });
    expect(registered.body).toEqual({ devicetoken: 'device-one' });
    const socket = await connectWs(server.base, first, 'device-one');
    const second = await server.login('david');
    const other = await server.request('POST', '/api/me/register', { token: second, json: { type: 'SkygdWebApp', telephone: '', UsingTwilio: false } });
    expect(other.body.devicetoken).toMatch(/.{10,}/);
    const push = await socket.next((m) => m.type === 'LOGGED_IN_ON_OTHER_DEVICE');
    expect(push.devicetoken).toBe(other.body.devicetoken);
    await socket.close();
    expect((await server.request('POST', '/api/me/unregister', { token: second })).status).toBe(200);
  });

  it('API-12 API-13 respondent groups show Selected and Forced; a forced group cannot be left', async () => {
    const token = await server.login('anna');
    const groups = (await server.request('GET', '/api/respondentgroups', { token })).body.map((g: unknown) => RespondentGroupSchema.parse(g));
    expect(groups).toHaveLength(3);
    const forced = groups.find((g: { Forced: boolean }) => g.Forced);
    expect(groups.every((g: { Selected: boolean }) => g.Selected)).toBe(true);
    const leaveForced = await server.request('POST', '/api/me/respondentgroups', { token, json: { groups_ids: [] } });
    expect(leaveForced.status).toBe(400);
    expect(leaveForced.body.errors[0].name).toBe('groups_ids');
    const onlyForced = await server.request('POST', '/api/me/respondentgroups', { token, json: { groups_ids: [forced.RespondentGroupId] } });
    expect(onlyForced.status).toBe(200);
    const after = (await server.request('GET', '/api/respondentgroups', { token })).body;
    expect(after.filter((g: { Selected: boolean }) => g.Selected)).toHaveLength(1);
    const members = await server.request('GET', `/api/respondentgroups/${forced.RespondentGroupId}`, { token });
    expect(members.body.map((r: { Name: string }) => r.Name)).toContain('Frida Falk');
    await server.request('POST', '/api/me/respondentgroups', { token, json: { groups_ids: groups.map((g: { RespondentGroupId: number }) => g.RespondentGroupId) } });
    expect((await server.request('GET', '/api/respondentgroups/999', { token })).status).toBe(404);
  });

  it('API-14 API-15 API-16 respondents, settings (key/defaultvalue) and the permission list', async () => {
    const token = await server.login('david');
    expect((await server.request('GET', '/api/respondents', { token })).body.length).toBeGreaterThanOrEqual(6);
    const settings = (await server.request('GET', '/api/settings', { token })).body.map((s: unknown) => SettingSchema.parse(s));
    const byKey = Object.fromEntries(settings.map((s: { key: string; defaultvalue: string }) => [s.key, s.defaultvalue]));
    expect(byKey).toMatchObject({ SINGLELIST: 'False', ALARMLISTALLOWSORT: 'True', TELEPHONE_PREFIX: '+46', ALARM_REFRESH_FAST: '5000', USING_PLANNING_VIEW: 'True', READONLY: 'False' });
    expect((await server.request('GET', '/api/actions', { token })).body.Actions).toContain('SkygdSystemAdmin');
    const frida = await server.login('frida');
    const fridaSettings = (await server.request('GET', '/api/settings', { token: frida })).body;
    expect(fridaSettings.find((s: { key: string }) => s.key === 'READONLY').defaultvalue).toBe('True');
    expect((await server.request('GET', '/api/actions', { token: frida })).body.Actions).not.toContain('SkygdSystemAdmin');
  });

  it('CONST-02 settings carry every key both spec documents name, as strings', async () => {
    const token = await server.login('anna');
    const keys = (await server.request('GET', '/api/settings', { token })).body.map((s: { key: string; defaultvalue: unknown }) => {
      expect(typeof s.defaultvalue).toBe('string');
      return s.key;
    });
    const core = 'READONLY DATE_FORMAT REPORT RESPONDENT_REFRESH ALARM_REFRESH_FAST ADMINURL UseOldAdmin LIMIT_ACCEPT SINGLELIST ALARMLISTLOOK ALARMLISTALLOWSORT ALARMLISTSORTBY ALARMLISTDEFAULTSORTASCENDING TIMESTAMPS TELEPHONE_PREFIX DTMFSENDDIGIT USING_PLANNING_VIEW ENABLE_FETCH_ON_REMINDER AG_GRID_LICENSE MAKE_CALL_NOTES CENTRAL_CONSOLE_LOGGING PLANNING_VIEW_ALARM_TEMPLATE USER_ABSENCES USER_ABSENCES_SET TWILLIO_CODEC_LIST USE_NEW_TEMPLATES HIDE_OTHER_RESPONDENTS_HANDLING_ALARM UPLOAD_BROWSER_LOG EXTERNAL_LOGGING EXTERNAL_LOGGING_ENHANCED ALLOW_MEDICAL_NOTES AVAILABLE_ALARM_FLAGS MUTE_ALARMSOUNDS_ON_CALL CALLRESOURCE_NO_MESSAGE InactivityModalTimeout InactivityCheckInterval';
    const calls = 'USE_NEW_TEMPLATES USER_ABSENCES USING_PLANNING_VIEW PLANNING_VIEW_ALARM_TEMPLATE USER_ABSENCES_SET SINGLELIST ALARM_REFRESH_FAST MUTE_ALARMSOUNDS_ON_CALL CALLRESOURCE_NO_MESSAGE ALLOW_MEDICAL_NOTES AVAILABLE_ALARM_FLAGS UPLOAD_BROWSER_LOG CENTRAL_CONSOLE_LOGGING READONLY MAKE_CALL_NOTES TWILLIO_CODEC_LIST DTMFSENDDIGIT TELEPHONE_PREFIX';
    expect(keys).toEqual(expect.arrayContaining([...core.split(' '), ...calls.split(' ')]));
  });

  it('API-17 a one-time link logs in once, limited to its alarm, read-only when the link says so', async () => {
    const link = await createDemoLink(server.app.arc, { readOnly: true });
    const wrong = await server.request('POST', `/api/urllogin?p=${link.p}`, { json: { password: 'nope' } });
    expect(wrong.status).toBe(400);
    const answer = await server.request('POST', `/api/urllogin?p=${link.p}`, { json: { password: DEMO_PASSWORD } });
    expect(answer.status).toBe(200);
    const session = UrlLoginResponseSchema.parse(answer.body);
    expect(session).toMatchObject({ admin_id: 0, read_only: true, authorized: true, alarmid: link.alarmId });
    const token = session.access_token;
    const alarms = (await server.request('GET', '/api/alarms', { token })).body;
    expect(alarms.map((a: { AlarmId: number }) => a.AlarmId)).toEqual([link.alarmId]);
    expect((await server.request('POST', `/api/alarms/${link.alarmId}/accept`, { token, json: {} })).status).toBe(403);
    expect((await server.request('POST', `/api/urllogin?p=${link.p}`, { json: { password: DEMO_PASSWORD } })).status).toBe(401);
  });

  it('API-15 API-18 admin token, no third-party api key, and a one-alarm token by GlobalAlarmId', async () => {
    const token = await server.login('anna');
    const admin = await server.request('GET', '/api/settings/admintoken', { token });
    expect(admin.body).toMatchObject({ token_type: 'bearer', refresh_token: expect.any(String) });
    expect((await server.request('GET', '/api/me', { token: admin.body.access_token })).status).toBe(200);
    expect((await server.request('GET', '/api/settings/apikey?apiName=maps', { token })).status).toBe(404);
    const alarm = (await server.request('GET', '/api/alarms/2/basic', { token })).body;
    const exchanged = await server.request('GET', `/api/tokenExchange?globalAlarmId=${alarm.GlobalAlarmId}`, { token });
    const list = (await server.request('GET', '/api/alarms', { token: exchanged.body.access_token })).body;
    expect(list.map((a: { AlarmId: number }) => a.AlarmId)).toEqual([2]);
  });

  it('API-20 API-21 absence reasons and the (empty) translation dictionary', async () => {
    const token = await server.login('anna');
    const reasons = await server.request('GET', '/api/dataset/absencereason/default', { token });
    expect(reasons.body.Attributes.map((a: { Name: string }) => a.Name)).toContain('Hospital');
    const dict = await server.request('GET', '/media/dict?type=default&language=en-GB');
    expect(dict.status).toBe(200);
    expect(dict.body).toEqual({});
  });
});

describe('login guards', () => {
  it('answers 400 untrustedsource to addresses outside ARC_TRUSTED_CIDRS', async () => {
    const server = await startTestServer({ trustedCidrs: ['10.0.0.0/8'] });
    try {
      const answer = await server.request('POST', '/api/token', form('anna'));
      expect(answer.status).toBe(400);
      expect(answer.body.error).toBe('untrustedsource');
    } finally {
      await server.close();
    }
    const allowed = await startTestServer({ trustedCidrs: ['127.0.0.0/8', '::1/128'] });
    try {
      expect((await allowed.request('POST', '/api/token', form('anna'))).status).toBe(200);
    } finally {
      await allowed.close();
    }
  });

  it('rate-limits logins per client address', async () => {
    const server = await startTestServer({ loginLimits: { perUser: 100, perAddress: 2, windowMs: 60_000 } });
    try {
      expect((await server.request('POST', '/api/token', form('anna'))).status).toBe(200);
      expect((await server.request('POST', '/api/token', form('david'))).status).toBe(200);
      expect((await server.request('POST', '/api/token', form('eva'))).status).toBe(429);
    } finally {
      await server.close();
    }
  });
});
