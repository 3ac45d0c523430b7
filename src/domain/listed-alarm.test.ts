import { describe, expect, it } from 'vitest';
import type { AlarmDetails, ListedAlarm } from '../contract/index.ts';
import { listedAlarmOf } from './listed-alarm.ts';

const row: ListedAlarm = {
  AlarmId: 7,
  GlobalAlarmId: 'g-7',
  Active: true,
  ServerAlarmTime: '2026-11-28T08:00:00Z',
  AlarmText: 'Fall detected',
  RespondentOwn: true,
  BackendOwnField: 'kept',
};

const details: AlarmDetails = {
  ...row,
  Logs: [{ Id: 1, LogText: 'Fell in the hallway' }],
  DynamicDetails: { Active: true, ReasonAllowed: true },
  Cameras: [],
  Contacts: [],
  Resources: [],
  Links: [],
  Measurements: [],
};

describe('the list row of an alarm answered as its page shows it', () => {
  it('aesthetics 7 (which Alarm): keeps the row and what the contract does not name, drops the log and the page-only details', () => {
    expect(listedAlarmOf(details)).toEqual(row);
  });

  it('leaves the answer it was given unchanged (live-query rows are shared and frozen)', () => {
    const frozen = Object.freeze({ ...details });
    expect(listedAlarmOf(frozen)).not.toHaveProperty('Logs');
    expect(frozen.Logs).toHaveLength(1);
  });
});
