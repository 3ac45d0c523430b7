import { describe, expect, expectTypeOf, it } from 'vitest';
import {
  buildFormBody,
  buildPath,
  buildQueryString,
  endpoints,
  authorizationHeader,
  AlarmWriteAnswerSchema,
  NoteSchema,
  type AlarmDetails,
  type EndpointDef,
  type EndpointName,
  type EndpointParamsInput,
  type CallResponse,
  type EndpointResponse,
  type Me,
  type PhoneCallResponse,
} from './index.ts';

const entries = Object.entries(endpoints) as [EndpointName, EndpointDef][];

/** The call names contract-shape.md promises to the other helpers. */
const promisedNames = `token twoFactor refreshToken renewalToken socketTicket me forceResetPassword resetPassword register unregister report
  setRespondentGroups respondentGroups respondentGroup respondents settings adminToken apiKey actions urlLogin tokenExchange
  absenceReasons translations mediaFile template alarms alarmsSince alarmsByIds alarm alarmBasic alarmBasicV2 alarmUpdates
  alarmAttachments alarmResources accept acknowledge clear reason action callNote operatorInformation notifyIn reminder task
  changeUser swapSharedWith deliveryReport registerCall sendSms command transmitterCommand takeCall callResourceCreate
  callResourceGet callResourceDelete incidentReportCreate incidentReportGet incidentReportUpdate plannedAlarms plannedAlarm
  userSearch user userHistory informationRequest responseCenterComment userNotes addUserNote userPositions locateUser
  linkedContact absenceCalendar createAbsence endAbsence callsHold callsFailedEstablish callTake joinConference leaveConference
  activeCalls callDetails callerId viewCamera cameraCommand cameraGotoPreset cameraConfigurePreset cameraPtz
  supportSubscription supportSendDocument systemTests startSystemTests testAlarms runTestAlarm debugLog ingestAlarm health`
  .split(/\s+/)
  .filter(Boolean);

describe('call definitions', () => {
  it('define every call name the contract promises', () => {
    expect(promisedNames.filter((name) => !(name in endpoints))).toEqual([]);
  });

  it.each(entries)('%s has a path starting with / whose :params are exactly its params schema keys', (_, def) => {
    expect(def.path.startsWith('/')).toBe(true);
    const pathParamNames = [...def.path.matchAll(/:([A-Za-z_][A-Za-z0-9_]*)/g)].map((match) => match[1]);
    expect(pathParamNames.sort()).toEqual(Object.keys(def.params?.shape ?? {}).sort());
  });

  it.each(entries)('%s sends a body exactly when its encoding says so', (_, def) => {
    expect(def.body === undefined).toBe(def.encoding === 'none');
    if (def.method === 'GET') expect(def.write).toBe(false);
  });

  it.each(entries)('aesthetics 6.1: %s says it answers the alarm exactly when its answer is the changed alarm, and a note only when a note', (_, def) => {
    expect(def.answers === 'alarm').toBe(def.response === AlarmWriteAnswerSchema);
    expect(def.answers === 'note').toBe(def.write && def.response === NoteSchema);
    if (def.answers) expect(def.write).toBe(true);
  });

  it('give every method and path one definition, except GET /api/alarms told apart by its query', () => {
    const seen = new Map<string, EndpointName[]>();
    for (const [name, def] of entries) {
      const key = `${def.method} ${def.path.toLowerCase()}`;
      seen.set(key, [...(seen.get(key) ?? []), name]);
    }
    const shared = [...seen.entries()].filter(([, names]) => names.length > 1);
    expect(shared).toEqual([['GET /api/alarms', ['alarms', 'alarmsSince', 'alarmsByIds']]]);
  });
});

describe('paths of the spec (calls §7, core §7)', () => {
  const cases: [string, EndpointName, string, string][] = [
    ['API-02', 'token', 'POST', '/api/token'],
    ['API-03', 'twoFactor', 'POST', '/api/2fa'],
    ['API-04', 'refreshToken', 'POST', '/api/accesstoken/refreshtoken'],
    ['API-05', 'renewalToken', 'GET', '/api/me/renewaltoken'],
    ['API-06', 'me', 'GET', '/api/me'],
    ['API-07', 'forceResetPassword', 'GET', '/api/me/forceresetpassword'],
    ['API-08', 'resetPassword', 'POST', '/api/me/resetpassword'],
    ['API-09', 'register', 'POST', '/api/me/register'],
    ['API-10', 'unregister', 'POST', '/api/me/unregister'],
    ['API-11', 'report', 'POST', '/api/me/report'],
    ['API-12', 'setRespondentGroups', 'POST', '/api/me/respondentgroups'],
    ['API-13', 'respondentGroup', 'GET', '/api/respondentgroups/:respondent_group_id'],
    ['API-14', 'respondents', 'GET', '/api/respondents'],
    ['API-15', 'apiKey', 'GET', '/api/settings/apikey'],
    ['API-16', 'actions', 'GET', '/api/actions'],
    ['API-17', 'urlLogin', 'POST', '/api/urllogin'],
    ['API-18', 'tokenExchange', 'GET', '/api/tokenExchange'],
    ['API-20', 'absenceReasons', 'GET', '/api/dataset/absencereason/:set'],
    ['API-21', 'translations', 'GET', '/media/dict'],
    ['API-22', 'mediaFile', 'GET', '/api/media/file'],
    ['API-23', 'staticTemplate', 'GET', '/static/:template_type'],
    ['API-24', 'alarms', 'GET', '/api/alarms'],
    ['API-26', 'alarm', 'GET', '/api/alarms/:alarm_id'],
    ['API-27', 'alarmBasicV2', 'GET', '/api/alarms/:alarm_id/basicv2'],
    ['API-28', 'alarmUpdates', 'GET', '/api/alarms/:alarm_id/updates'],
    ['API-29', 'alarmAttachments', 'GET', '/api/alarms/:alarm_id/attachments'],
    ['API-30', 'alarmResources', 'GET', '/api/alarms/:alarm_id/resources'],
    ['API-31', 'accept', 'POST', '/api/alarms/:alarm_id/accept'],
    ['API-32', 'acknowledge', 'POST', '/api/alarms/:alarm_id/acknowledgement'],
    ['API-33', 'clear', 'POST', '/api/alarms/:alarm_id/clear'],
    ['API-34', 'reason', 'POST', '/api/alarms/:alarm_id/reasonv2'],
    ['API-35', 'callNote', 'POST', '/api/alarms/:alarm_id/callnote/:sid'],
    ['API-36', 'operatorInformation', 'POST', '/api/alarms/:alarm_id/operatorinformation'],
    ['API-37', 'notifyIn', 'POST', '/api/alarms/:alarm_id/notifyin'],
    ['API-38', 'reminder', 'POST', '/api/alarms/:alarm_id/reminder'],
    ['API-39', 'task', 'POST', '/api/alarms/:alarm_id/task'],
    ['API-40', 'changeUser', 'POST', '/api/alarms/:alarm_id/changeuser'],
    ['API-41', 'swapSharedWith', 'POST', '/api/alarms/:alarm_id/swapsharedwith'],
    ['API-42', 'deliveryReport', 'POST', '/api/alarms/:alarm_id/deliveryreport'],
    ['API-44', 'sendSms', 'POST', '/api/alarms/:alarm_id/sendsms'],
    ['API-45', 'command', 'POST', '/api/alarms/:alarm_id/command'],
    ['API-46', 'transmitterCommand', 'POST', '/api/alarms/:alarm_id/transmitter/:transmitter_id/command/:command_id'],
    ['API-47', 'takeCall', 'POST', '/api/alarms/:alarm_id/takecall'],
    ['API-48', 'callResourceDelete', 'DELETE', '/api/alarms/:alarm_id/callresource/:resource'],
    ['API-49', 'incidentReportUpdate', 'PUT', '/api/alarms/:alarm_id/attachmentreport/:reportId'],
    ['API-50', 'plannedAlarms', 'GET', '/api/planningalarm'],
    ['API-51', 'userSearch', 'GET', '/api/users'],
    ['API-52', 'user', 'GET', '/api/users/:user_id'],
    ['API-53', 'userHistory', 'GET', '/api/users/:user_id/history'],
    ['API-54', 'informationRequest', 'POST', '/api/users/:user_id/informationrequest'],
    ['API-55', 'responseCenterComment', 'POST', '/api/users/:user_id/responsecentercomment'],
    ['API-56', 'addUserNote', 'POST', '/api/users/:user_id/notes'],
    ['API-57', 'locateUser', 'POST', '/api/users/:user_id/positions'],
    ['API-58', 'linkedContact', 'GET', '/api/users/linkedcontact'],
    ['API-59', 'absenceCalendar', 'GET', '/api/users/:user_id/absencecalendar'],
    ['API-60', 'createAbsence', 'POST', '/api/users/:user_id/absence'],
    ['API-61', 'endAbsence', 'PUT', '/api/users/:user_id/endabsences/:absenceId'],
    ['API-62', 'callsHold', 'POST', '/api/calls/hold'],
    ['API-63', 'callsFailedEstablish', 'POST', '/api/calls/failedestablish'],
    ['API-64', 'callTake', 'POST', '/api/calls/:callsid/take'],
    ['API-65', 'joinConference', 'POST', '/api/calls/:callsid/joinconference/:conference'],
    ['API-66', 'activeCalls', 'GET', '/api/calls'],
    ['API-67', 'callDetails', 'GET', '/api/calls/:callsid/details'],
    ['API-68', 'callerId', 'GET', '/api/callerid/:callsid'],
    ['API-72', 'cameraPtz', 'POST', '/api/cameraptz/:cameraId/:xspeed/:yspeed/:zspeed'],
    ['API-73', 'supportSubscription', 'GET', '/api/support/subscription'],
    ['API-74', 'supportSendDocument', 'POST', '/api/support/senddocument'],
    ['API-75', 'startSystemTests', 'POST', '/api/test/system'],
    ['API-76', 'runTestAlarm', 'POST', '/api/test'],
    ['API-79', 'debugLog', 'POST', '/api/debug/log'],
  ];
  it.each(cases)('%s %s is %s %s', (_, name, method, path) => {
    expect(endpoints[name].method).toBe(method);
    expect(endpoints[name].path).toBe(path);
  });

  it('API-01 every call but login, translations (and their version), templates, ingest, health and the demo voice helpers carries the bearer token', () => {
    const notBearer = entries.filter(([, def]) => def.auth !== 'bearer').map(([name]) => name);
    expect(notBearer.sort()).toEqual(
      ['devVoiceCall', 'devVoiceRing', 'health', 'ingestAlarm', 'refreshToken', 'staticTemplate', 'token', 'transferAlarm', 'translations', 'translationsVersion', 'urlLogin'].sort(),
    );
    expect(endpoints.ingestAlarm.auth).toBe('apiKey');
    expect(endpoints.transferAlarm.auth).toBe('apiKey');
  });
});

describe('buildPath', () => {
  it('fills numeric and GlobalAlarmId parameters', () => {
    expect(buildPath(endpoints.accept, { alarm_id: 42 })).toBe('/api/alarms/42/accept');
    expect(buildPath(endpoints.accept, { alarm_id: '3f2b8c1e-9a4d-4e7b-8c2a-1d5e6f7a8b9c' })).toBe(
      '/api/alarms/3f2b8c1e-9a4d-4e7b-8c2a-1d5e6f7a8b9c/accept',
    );
  });

  it('URL-encodes parameters so a value cannot change the path', () => {
    expect(buildPath(endpoints.callNote, { alarm_id: 7, sid: 'CA1/../x y?' })).toBe('/api/alarms/7/callnote/CA1%2F..%2Fx%20y%3F');
    expect(buildPath(endpoints.joinConference, { callsid: 'CA#1', conference: 'conf&2' })).toBe(
      '/api/calls/CA%231/joinconference/conf%262',
    );
  });

  it('fills several parameters, including decimals', () => {
    expect(buildPath(endpoints.cameraPtz, { cameraId: 3, xspeed: 1.5, yspeed: -1.5, zspeed: 0 })).toBe(
      '/api/cameraptz/3/1.5/-1.5/0',
    );
  });

  it('returns a path without parameters as it is', () => {
    expect(buildPath(endpoints.me)).toBe('/api/me');
  });

  it('throws on a missing parameter rather than call a wrong path', () => {
    expect(() => buildPath(endpoints.accept, { alarm_id: '' })).toThrow(/alarm_id/);
  });

  it('gives parameters the server parses back to the values the caller gave', () => {
    const path = buildPath(endpoints.transmitterCommand, { alarm_id: 9, transmitter_id: 12, command_id: 5 });
    const [, , , alarm, , transmitter, , command] = path.split('/');
    expect(endpoints.transmitterCommand.params.parse({ alarm_id: alarm, transmitter_id: transmitter, command_id: command })).toEqual({
      alarm_id: 9,
      transmitter_id: 12,
      command_id: 5,
    });
  });
});

describe('query and form encoding', () => {
  it('leaves out empty values, joins id lists and encodes the rest', () => {
    expect(buildQueryString({ alarmids: [1, 'a-b'], mode: 'planningview', skip: undefined, none: null })).toBe(
      '?alarmids=1%2Ca-b&mode=planningview',
    );
    expect(buildQueryString({})).toBe('');
    expect(buildQueryString(undefined)).toBe('');
  });

  it('API-25 parses alarmids from a comma list in the URL', () => {
    expect(endpoints.alarmsByIds.query.parse({ alarmids: '12,abc-uuid', mode: 'planningview' })).toEqual({
      alarmids: [12, 'abc-uuid'],
      mode: 'planningview',
    });
  });

  it('API-24 reads onlyactive from a query string', () => {
    expect(endpoints.alarms.query.parse({ onlyactive: 'true' })).toEqual({ onlyactive: true });
    expect(endpoints.alarms.query.parse({ onlyactive: 'False' })).toEqual({ onlyactive: false });
  });

  it('API-48 reads a resource call form with string booleans', () => {
    const form = new URLSearchParams(buildFormBody({ Message: 'Kom', NotifyOnUpdate: true, DeactivateAlarmWhenAllDone: false }));
    expect(endpoints.callResourceCreate.body.parse(Object.fromEntries(form))).toEqual({
      Message: 'Kom',
      NotifyOnUpdate: true,
      DeactivateAlarmWhenAllDone: false,
    });
  });
});

describe('token request', () => {
  it('API-02 takes grant_type=password, UserName and Password as a form', () => {
    expect(endpoints.token.encoding).toBe('form');
    expect(endpoints.token.body.parse({ grant_type: 'password', UserName: 'anna', Password: 's3cret' })).toEqual({
      grant_type: 'password',
      UserName: 'anna',
      Password: 's3cret',
    });
  });

  it('API-02 also accepts core §7 userName and userPassword', () => {
    expect(endpoints.token.body.parse({ userName: 'anna', userPassword: 's3cret' })).toEqual({
      grant_type: 'password',
      UserName: 'anna',
      Password: 's3cret',
    });
  });

  it('API-02 refuses another grant type or missing credentials', () => {
    expect(endpoints.token.body.safeParse({ grant_type: 'client_credentials', UserName: 'a', Password: 'b' }).success).toBe(false);
    expect(endpoints.token.body.safeParse({ UserName: 'anna' }).success).toBe(false);
  });
});

describe('call types (checked by tsc)', () => {
  it('derive params, query, body and response from the definitions', () => {
    expectTypeOf<EndpointResponse<'me'>>().toEqualTypeOf<Me>();
    expectTypeOf<EndpointResponse<'alarm'>>().toEqualTypeOf<AlarmDetails>();
    expectTypeOf<CallResponse>().toEqualTypeOf<PhoneCallResponse>();
    expectTypeOf<EndpointParamsInput<'accept'>>().toEqualTypeOf<{ alarm_id: string | number }>();
    // @ts-expect-error a call with params needs them
    expect(() => buildPath(endpoints.accept)).toThrow();
    // @ts-expect-error a call without params takes none
    buildPath(endpoints.me, { x: 1 });
    const anyDef: EndpointDef = endpoints.alarm;
    expect(buildPath(anyDef, { alarm_id: 3 })).toBe('/api/alarms/3');
  });
});

it('API-01 the Authorization header is the token type, a space and the access token', () => {
  expect(authorizationHeader('bearer', 'abc.def')).toBe('bearer abc.def');
});
