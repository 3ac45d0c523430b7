import { describe, expect, it } from 'vitest';
import * as contract from './index.ts';
import {
  AbsenceCalendarSchema,
  AbsenceCreateSchema,
  AlarmDetailsSchema,
  AlarmBasicSchema,
  ListedAlarmSchema,
  CAMERA_TYPE,
  CallSchema,
  IngestAlarmSchema,
  CameraSchema,
  CommandResultSchema,
  ContactSchema,
  MeSchema,
  PermissionSchema,
  PermissionsSchema,
  RegisterResponseSchema,
  SettingSchema,
  SubscriptionResultSchema,
  TokenResponseSchema,
  TransmitterSchema,
  TwoFactorAuthTypeSchema,
  UrlLoginResponseSchema,
  ZERO_DATE,
} from './index.ts';

/** An alarm as the existing backend serialises it: every property present, absent values null, extras included. */
const backendAlarm = {
  AlarmId: 184467,
  GlobalAlarmId: '3f2b8c1e-9a4d-4e7b-8c2a-1d5e6f7a8b9c',
  Template: 'default',
  Active: true,
  UserId: 5521,
  AlarmText: 'Larmknapp',
  IconRef: 'button',
  IconRefFallback: null,
  ServerAlarmTime: '2026-11-22T08:41:12.337',
  PlannedTime: null,
  RespondentId: null,
  RespondentName: null,
  RespondentInitials: null,
  RespondentOwn: false,
  RespondentGroup: 'Natt',
  LastUpdated: '2026-11-22T08:41:13.002',
  NotifyAfter: null,
  DoDeliveryConfirmation: true,
  AdditionalInformation: [{ Key: 'CITY', Value: 'Göteborg' }],
  Priority: 2,
  Name: 'Astrid Lind',
  Acknowledgement: null,
  RequiresAcknowledgement: false,
  TextMessage: null,
  Flags: null,
  Model: 'Neat NOVO',
  CallType: 1,
  Level: 1,
  UseSound: 0,
  SignificantUpdateAt: ZERO_DATE,
  State: null,
  Organization: 'Hemtjänst Väster',
  Logs: [
    { Id: 1, LogText: 'Fallen', Created: '2026-11-22T08:42:00', PredefinedId: 2, LogEventCode: 1, RespondentName: 'Op One' },
  ],
  ClearAllowed: false,
  TaskType: 'Tillsyn,Nyckel',
  ObjectTransmitters: [{ TransmitterId: 77, ProductName: 'Neat NOVO', ProductCommands: null, AdditionalInfo: null }],
  SomeFutureField: { nested: true },
};

describe('alarm', () => {
  it('STATE-15 API-27 parses an alarm as the backend sends it with its log (GET basic), keeping fields this build does not know', () => {
    const alarm = AlarmBasicSchema.parse(backendAlarm);
    expect(alarm.AlarmId).toBe(184467);
    expect(alarm.RespondentId).toBeNull();
    expect(alarm.Logs?.[0]?.LogEventCode).toBe(1);
    expect(alarm.SomeFutureField).toEqual({ nested: true });
  });

  it('parses a minimal alarm with only identity, state and time', () => {
    const alarm = ListedAlarmSchema.parse({ AlarmId: 1, GlobalAlarmId: 'g-1', Active: false, ServerAlarmTime: '2026-11-22T08:00:00Z' });
    expect(alarm.Active).toBe(false);
  });

  it.each(['AlarmId', 'GlobalAlarmId', 'Active', 'ServerAlarmTime'] as const)('refuses an alarm without %s', (field) => {
    expect(ListedAlarmSchema.safeParse({ ...backendAlarm, [field]: undefined }).success).toBe(false);
  });

  it('refuses a non-positive AlarmId', () => {
    expect(ListedAlarmSchema.safeParse({ ...backendAlarm, AlarmId: 0 }).success).toBe(false);
  });

  it('STATE-16 parses details: the alarm plus DynamicDetails', () => {
    const details = AlarmDetailsSchema.parse({
      ...backendAlarm,
      DynamicDetails: {
        Active: true,
        RespondentId: 12,
        RespondentOwn: true,
        SetNotifyAllowed: true,
        ReasonAllowed: true,
        ActionAllowed: false,
        PossibleReasons: ['Fallen', { Id: 4, Text: 'Sjuk' }],
        PossibleActions: null,
        ReasonFreeText: false,
        CallbackTelephoneNumber: '+46701234567',
        Commands: [{ CommandId: 3, CommandType: 'BUTTON', TranslationKey: 'CMD_OPEN_DOOR', InputType: 1 }],
      },
      Cameras: [{ Id: 9, CameraType: CAMERA_TYPE.FOSCAM, ViewingPermitted: true }],
    });
    expect(details.DynamicDetails.PossibleReasons).toHaveLength(2);
    expect(details.Cameras?.[0]?.CameraType).toBe(5);
  });
});

describe('alarm sound', () => {
  it('CONST-08 UseSound is 0 (none) or an audio alarm id 1-5, in an alarm and at ingest; any other value is refused with a message saying so', () => {
    for (const UseSound of [0, 1, 3, 5]) {
      expect(ListedAlarmSchema.parse({ ...backendAlarm, UseSound }).UseSound).toBe(UseSound);
      expect(IngestAlarmSchema.parse({ UserId: 1, AlarmText: 'x', UseSound }).UseSound).toBe(UseSound);
    }
    for (const UseSound of [6, -1, 1.5, true, '2']) {
      const refused = IngestAlarmSchema.safeParse({ UserId: 1, AlarmText: 'x', UseSound });
      expect(refused.success).toBe(false);
      expect(ListedAlarmSchema.safeParse({ ...backendAlarm, UseSound }).success).toBe(false);
    }
    expect(IngestAlarmSchema.safeParse({ UserId: 1, AlarmText: 'x', UseSound: 6 }).error?.issues[0]?.message).toBe('UseSound is 0 (none) or an audio alarm id 1, 2, 3, 4, 5');
  });
});

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

describe('calls, cameras, commands, contacts', () => {
  it('CALL-61 reads a held conference call', () => {
    const call = CallSchema.parse({
      CallSid: 'CA123',
      GlobalAlarmId: backendAlarm.GlobalAlarmId,
      CallTo: '+46701234567',
      IsConference: true,
      OnHold: true,
      OnHoldAtTime: '2026-11-22T08:45:00Z',
      InitiatedAt: '2026-11-22T08:44:00Z',
      Participants: [{ TelephoneNumber: '+46701234567', DisplayName: 'Astrid' }],
      JoinConferenceAllowed: true,
      LeaveConferenceAllowed: false,
      DtmfPeriodicInterval: 5,
      InCallCommands: [{ Type: 'PTT_TALK', DTMF: '8' }],
    });
    expect(call.InCallCommands?.[0]?.Type).toBe('PTT_TALK');
  });

  it('CAM-07 numbers camera types as the spec does', () => {
    expect(CAMERA_TYPE).toEqual({
      GENERIC: 0,
      YOYOMOTION: 1,
      CAMERAPROXY: 2,
      APEXIS: 3,
      SUMPPLE: 4,
      FOSCAM: 5,
      ROOMMATE_TRANSMITTER: 6,
      CAMERAPROXY_SECURITY: 7,
    });
  });

  it('CAM-44 reads a camera with presets and extras', () => {
    const camera = CameraSchema.parse({
      Id: 9,
      Title: 'Hall',
      CameraType: 2,
      HlsPath: '/hls/9.m3u8',
      ViewingPermitted: true,
      ViewingWindowShortPeriod: 60,
      Presets: [{ CameraPresetId: 0, Order: 1, TitleKey: 'DOOR', AllowConfigure: true }],
      Extras: [{ CommandId: 2, TitleKey: 'LIGHT' }],
    });
    expect(camera.Presets?.[0]?.CameraPresetId).toBe(0);
  });

  it('CMD-51 reads a transmitter; CMD-30 reads a command result', () => {
    expect(TransmitterSchema.parse({ TransmitterId: 1, AdditionalInfo: { SmallImageUrl: '/img/s.png' } }).AdditionalInfo?.SmallImageUrl).toBe(
      '/img/s.png',
    );
    expect(CommandResultSchema.parse({ Success: false, Message: 'Offline', ExitAlarmView: false })).toMatchObject({ Success: false });
  });

  it('RES-07 reads a contact with a text or structured address', () => {
    expect(ContactSchema.parse({ ContactId: -3, Name: 'Nils', Telephone1: '+4631123', Address: 'Storgatan 1' }).Address).toBe('Storgatan 1');
    expect(ContactSchema.parse({ ContactId: 4, Address: { Street: 'Storgatan 1', City: 'Kiruna' } }).Address).toEqual({
      Street: 'Storgatan 1',
      City: 'Kiruna',
    });
  });

  it('SUP-09 reads a subscription result', () => {
    expect(SubscriptionResultSchema.parse({ NotFound: false, Name: 'A', SubscriptionValid: true, SubscriptionValidTo: null })).toMatchObject({
      SubscriptionValid: true,
    });
  });
});

describe('absences', () => {
  it('reads a calendar with a group left out as empty', () => {
    const calendar = AbsenceCalendarSchema.parse({
      Ongoing: [{ Id: 1, Reason: 'Sjukhus', StartDate: '2026-11-20T00:00:00' }],
      Upcoming: null,
    });
    expect(calendar.Upcoming).toEqual([]);
    expect(calendar.Previous).toEqual([]);
    expect(calendar.Ongoing).toHaveLength(1);
  });

  it('ABS-07 takes the create form and refuses an end before the start', () => {
    const absence = { StartDate: '2026-12-01T10:00:00Z', Reason: 'Resa', createAlarm: false, HasEndDate: true };
    expect(AbsenceCreateSchema.safeParse({ ...absence, EndDate: '2026-12-03T10:00:00Z' }).success).toBe(true);
    expect(AbsenceCreateSchema.safeParse({ ...absence, EndDate: '2026-11-30T10:00:00Z' }).success).toBe(false);
    expect(AbsenceCreateSchema.safeParse({ ...absence, Reason: '' }).success).toBe(false);
  });
});

describe('exports', () => {
  const entities = `Me ListedAlarm AlarmBasic AlarmLog DynamicDetails AlarmDetails Position ObjectSearchResult UserDetails Contact Address
    AttachedLink Setting RespondentGroup Respondent TokenResponse TwoFactorAuthType PasswordPolicy UrlLoginResponse AdminToken
    Absence AbsenceCalendar AbsenceCreate Call Participant CallResponse Camera Command CommandResult Transmitter Resource
    ResourceCall Note Link Measurement Attachments PlannedAlarm Schedule SubscriptionResult SystemTestRow TestAlarmList
    Permissions Permission RegisterPayload RegisterResponse AlarmHistoryItem LinkedContact IncidentReport IngestAlarm
    IngestResponse AlarmDelta ApiError`
    .split(/\s+/)
    .filter(Boolean);

  it('export a schema for every entity the contract promises', () => {
    const exported = contract as Record<string, unknown>;
    expect(entities.filter((name) => exported[`${name}Schema`] === undefined)).toEqual([]);
  });
});
