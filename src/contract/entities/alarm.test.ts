import { describe, expect, it } from 'vitest';
import {
  AlarmDetailsSchema,
  AlarmBasicSchema,
  ListedAlarmSchema,
  CAMERA_TYPE,
  IngestAlarmSchema,
  ZERO_DATE,
} from '../index.ts';

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
