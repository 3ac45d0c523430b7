import { describe, expect, it } from 'vitest';
import type { ListedAlarm } from '../../contract/entities/alarm.ts';
import type { UserDetails } from '../../contract/entities/user.ts';
import { incomingCaller } from './incoming-caller.ts';

const alarm = { AlarmId: 12, GlobalAlarmId: 'g-12', AlarmText: 'Fall detected', UserId: 3 } as ListedAlarm;
const erik = { UserId: 3, Name: 'Erik', LastName: 'Persson', CallbackTelephoneNumber: '+46 70 200 00 00', Contacts: [{ Name: 'Gunilla Persson', Telephone2: '+46733000000' }] } as UserDetails;

describe('incomingCaller', () => {
  it('qa-handling P2-14 names the person or contact whose number rings, and the alarm', () => {
    expect(incomingCaller({ from: '+46702000000', callerText: null }, alarm, erik)).toEqual({ name: 'Erik Persson', alarm: { id: 12, text: 'Fall detected' } });
    expect(incomingCaller({ from: '+46733000000', callerText: null }, alarm, erik).name).toBe('Gunilla Persson');
    expect(incomingCaller({ from: '+46701111111', callerText: null }, alarm, erik).name).toBeNull();
    expect(incomingCaller({ from: '+46702000000', callerText: 'Unit 4' }, alarm, erik).name).toBe('Unit 4');
    expect(incomingCaller({ from: '+46702000000', callerText: null }, undefined, undefined)).toEqual({ name: null, alarm: null });
  });
});
