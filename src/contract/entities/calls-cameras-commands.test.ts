import { describe, expect, it } from 'vitest';
import {
  CAMERA_TYPE,
  CallSchema,
  CameraSchema,
  CommandResultSchema,
  ContactSchema,
  SubscriptionResultSchema,
  TransmitterSchema,
} from '../index.ts';

describe('calls, cameras, commands, contacts', () => {
  it('CALL-61 reads a held conference call', () => {
    const call = CallSchema.parse({
      CallSid: 'CA123',
      GlobalAlarmId: '3f2b8c1e-9a4d-4e7b-8c2a-1d5e6f7a8b9c',
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
