import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { LIMITS, endpoints } from './index.ts';

const text = (length: number) => 'x'.repeat(length);
const accepts = (schema: z.ZodType, value: unknown) => schema.safeParse(value).success;

describe('limits checked at the boundary', () => {
  it('CALL-44 a call note takes 900 characters, not 901, and not an empty one', () => {
    expect(LIMITS.callNote).toBe(900);
    expect(accepts(endpoints.callNote.body, { item: text(900) })).toBe(true);
    expect(accepts(endpoints.callNote.body, { item: text(901) })).toBe(false);
    expect(accepts(endpoints.callNote.body, { item: '   ' })).toBe(false);
  });

  it('RES-24 an SMS takes 500 characters, not 501', () => {
    const sms = (length: number) => ({ TelephoneNumber: '+46701234567', Message: text(length) });
    expect(accepts(endpoints.sendSms.body, sms(500))).toBe(true);
    expect(accepts(endpoints.sendSms.body, sms(501))).toBe(false);
    expect(accepts(endpoints.sendSms.body, sms(0))).toBe(false);
  });

  it('CMD-16 a command message takes 1000 characters, not 1001', () => {
    expect(accepts(endpoints.command.body, { CommandId: 4, Message: text(1000) })).toBe(true);
    expect(accepts(endpoints.command.body, { CommandId: 4, Message: text(1001) })).toBe(false);
  });

  it('CMD-46 CMD-45 a device message takes 200 characters, not 201; a custom command needs its message (a product command may go without: qa-handling P2-7)', () => {
    expect(accepts(endpoints.transmitterCommand.body, { CommandText: text(200) })).toBe(true);
    expect(accepts(endpoints.transmitterCommand.body, { CommandText: text(201) })).toBe(false);
    expect(accepts(endpoints.transmitterCommand.body, { message: 'reboot', command_id: 3 })).toBe(true);
    expect(accepts(endpoints.transmitterCommand.body, { message: ' ', command_id: 3 })).toBe(false);
    expect(accepts(endpoints.transmitterCommand.body, { CommandText: '' })).toBe(true);
  });

  it('NOTE-09 a new note takes 800 characters, not 801', () => {
    expect(accepts(endpoints.addUserNote.body, { NoteType: 0, Note: text(800) })).toBe(true);
    expect(accepts(endpoints.addUserNote.body, { NoteType: 0, Note: text(801) })).toBe(false);
    expect(accepts(endpoints.addUserNote.body, { NoteType: 3, Note: 'x' })).toBe(false);
  });

  it('PLAN-18 a reminder comment takes 200 characters, not 201', () => {
    expect(accepts(endpoints.reminder.body, { RemindIn: 900, Message: text(200) })).toBe(true);
    expect(accepts(endpoints.reminder.body, { RemindIn: 900, Message: text(201) })).toBe(false);
  });

  it('PLAN-19 a reminder comment may not contain quotes', () => {
    expect(accepts(endpoints.reminder.body, { RemindIn: 900, Message: 'ring "Anna"' })).toBe(false);
    expect(accepts(endpoints.reminder.body, { RemindIn: 900, Message: "Anna's key" })).toBe(false);
    expect(accepts(endpoints.reminder.body, { RemindIn: 900, Message: 'ring Anna' })).toBe(true);
  });

  it('a reminder must lie in the future and at most three months ahead', () => {
    expect(accepts(endpoints.reminder.body, { RemindIn: 0 })).toBe(false);
    expect(accepts(endpoints.reminder.body, { RemindIn: LIMITS.reminderMaxSeconds })).toBe(true);
    expect(accepts(endpoints.reminder.body, { RemindIn: LIMITS.reminderMaxSeconds + 1 })).toBe(false);
  });

  it('RES-18 a resource message takes 200 characters, not 201, and may be empty', () => {
    expect(accepts(endpoints.callResourceCreate.body, { Message: text(200) })).toBe(true);
    expect(accepts(endpoints.callResourceCreate.body, { Message: text(201) })).toBe(false);
    expect(endpoints.callResourceCreate.body.parse({})).toEqual({ Message: '', NotifyOnUpdate: false, DeactivateAlarmWhenAllDone: false });
  });

  it('VALID-17 a registered telephone number takes 30 characters, not 31', () => {
    const register = (telephone: string) => ({ type: 'SkygdWebApp', telephone, devicetoken: null, UsingTwilio: false });
    expect(accepts(endpoints.register.body, register(text(30)))).toBe(true);
    expect(accepts(endpoints.register.body, register(text(31)))).toBe(false);
  });

  it('SUP-11 a document destination needs 4 characters; SUP-15 document ids are 1 to 9', () => {
    expect(accepts(endpoints.supportSendDocument.body, { DocumentId: 7, Destination: 'a@bc' })).toBe(true);
    expect(accepts(endpoints.supportSendDocument.body, { DocumentId: 7, Destination: 'abc' })).toBe(false);
    expect(accepts(endpoints.supportSendDocument.body, { DocumentId: 10, Destination: 'a@bc' })).toBe(false);
    expect(accepts(endpoints.supportSendDocument.body, { DocumentId: 0, Destination: 'a@bc' })).toBe(false);
  });

  it('notify-in takes at most 23 hours 59 minutes', () => {
    expect(accepts(endpoints.notifyIn.body, { seconds: 23 * 3600 + 59 * 60 })).toBe(true);
    expect(accepts(endpoints.notifyIn.body, { seconds: 24 * 3600 })).toBe(false);
    expect(accepts(endpoints.notifyIn.body, { seconds: -1 })).toBe(false);
  });

  it('VALID-12 VALID-13 user search needs 2 characters of free text or 6 of a national id', () => {
    expect(accepts(endpoints.userSearch.query, { q: 'an' })).toBe(true);
    expect(accepts(endpoints.userSearch.query, { q: 'a' })).toBe(false);
    expect(accepts(endpoints.userSearch.query, { nationalidnumber: '198001' })).toBe(true);
    expect(accepts(endpoints.userSearch.query, { nationalidnumber: '19800' })).toBe(false);
    expect(accepts(endpoints.userSearch.query, { numberId: '19800101' })).toBe(true);
    expect(accepts(endpoints.userSearch.query, {})).toBe(false);
  });

  it('camera speeds stay within ±1.5', () => {
    const ptz = (xspeed: string) => ({ cameraId: '2', xspeed, yspeed: '0', zspeed: '0' });
    expect(endpoints.cameraPtz.params.parse(ptz('-1.5'))).toEqual({ cameraId: 2, xspeed: -1.5, yspeed: 0, zspeed: 0 });
    expect(accepts(endpoints.cameraPtz.params, ptz('1.6'))).toBe(false);
    expect(accepts(endpoints.cameraPtz.params, ptz('fast'))).toBe(false);
  });
});
