import { describe, expect, it } from 'vitest';
import {
  medicalNotesAllowed,
  parseAlarmFlags,
  parseSettings,
  readBool,
  readNumber,
  readString,
  respondentRefreshMs,
} from './settings.ts';

describe('readBool / readNumber / readString', () => {
  it('CONST-03 a boolean setting is true only for "true" or "True"', () => {
    expect(readBool('true')).toBe(true);
    expect(readBool('True')).toBe(true);
    for (const v of ['TRUE', '1', 'yes', ' true', 'false', 'False', '', null, undefined]) expect(readBool(v)).toBe(false);
  });

  it('CONST-02 numbers are parsed on read; blank or non-numeric gives undefined', () => {
    expect(readNumber('5000')).toBe(5000);
    expect(readNumber(' 2.5 ')).toBe(2.5);
    expect(readNumber('')).toBeUndefined();
    expect(readNumber('abc')).toBeUndefined();
    expect(readNumber(undefined)).toBeUndefined();
    expect(readString('  x ')).toBe('x');
    expect(readString('   ')).toBeUndefined();
  });
});

describe('parseSettings', () => {
  it('CONST-02 reads key/defaultvalue string pairs into typed values', () => {
    const s = parseSettings([
      { key: 'SINGLELIST', defaultvalue: 'True' },
      { key: 'READONLY', defaultvalue: 'false' },
      { key: 'LIMIT_ACCEPT', defaultvalue: '3000' },
      { key: 'RESPONDENT_REFRESH', defaultvalue: '60' },
      { key: 'ALARMLISTLOOK', defaultvalue: 'objectcentrictext' },
      { key: 'ALARMLISTSORTBY', defaultvalue: 'Priority' },
      { key: 'TELEPHONE_PREFIX', defaultvalue: '+47' },
      { key: 'SOMETHING_NEW', defaultvalue: 'kept' },
    ]);
    expect(s.SINGLELIST).toBe(true);
    expect(s.READONLY).toBe(false);
    expect(s.LIMIT_ACCEPT).toBe(3000);
    expect(s.RESPONDENT_REFRESH).toBe(60);
    expect(s.ALARMLISTLOOK).toBe('objectcentrictext');
    expect(s.ALARMLISTSORTBY).toBe('priority');
    expect(s.TELEPHONE_PREFIX).toBe('+47');
    expect(s.raw.SOMETHING_NEW).toBe('kept');
  });

  it('CONST-09 every setting key of both documents has a default when absent', () => {
    const s = parseSettings([]);
    expect(s).toMatchObject({
      READONLY: false,
      SINGLELIST: false,
      LIMIT_ACCEPT: 0,
      ALARMLISTLOOK: 'alarmcentric',
      ALARMLISTSORTBY: 'time',
      ALARMLISTDEFAULTSORTASCENDING: true,
      PLANNING_VIEW_ALARM_TEMPLATE: 'defaultPlanning',
      USER_ABSENCES_SET: 'default',
      TWILLIO_CODEC_LIST: ['opus'],
      HIDE_OTHER_RESPONDENTS_HANDLING_ALARM: [],
      AVAILABLE_ALARM_FLAGS: [],
      TELEPHONE_PREFIX: undefined,
      DATE_FORMAT: undefined,
      ADMINURL: undefined,
      AG_GRID_LICENSE: undefined,
      DTMFSENDDIGIT: undefined,
      MAKE_CALL_NOTES: false,
      USE_NEW_TEMPLATES: false,
      InactivityModalTimeout: undefined,
      InactivityCheckInterval: undefined,
    });
    const keys = [
      'READONLY', 'DATE_FORMAT', 'REPORT', 'RESPONDENT_REFRESH', 'ALARM_REFRESH_FAST', 'ADMINURL', 'UseOldAdmin',
      'LIMIT_ACCEPT', 'SINGLELIST', 'ALARMLISTLOOK', 'ALARMLISTALLOWSORT', 'ALARMLISTSORTBY',
      'ALARMLISTDEFAULTSORTASCENDING', 'TIMESTAMPS', 'TELEPHONE_PREFIX', 'DTMFSENDDIGIT', 'USING_PLANNING_VIEW',
      'ENABLE_FETCH_ON_REMINDER', 'AG_GRID_LICENSE', 'MAKE_CALL_NOTES', 'CENTRAL_CONSOLE_LOGGING',
      'PLANNING_VIEW_ALARM_TEMPLATE', 'USER_ABSENCES', 'USER_ABSENCES_SET', 'TWILLIO_CODEC_LIST', 'USE_NEW_TEMPLATES',
      'HIDE_OTHER_RESPONDENTS_HANDLING_ALARM', 'UPLOAD_BROWSER_LOG', 'EXTERNAL_LOGGING', 'EXTERNAL_LOGGING_ENHANCED',
      'ALLOW_MEDICAL_NOTES', 'AVAILABLE_ALARM_FLAGS', 'MUTE_ALARMSOUNDS_ON_CALL', 'CALLRESOURCE_NO_MESSAGE',
      'InactivityModalTimeout', 'InactivityCheckInterval',
    ];
    for (const key of keys) expect(Object.keys(s)).toContain(key);
  });

  it('ALIST-11 ALARMLISTDEFAULTSORTASCENDING False makes the default sort descending', () => {
    expect(parseSettings([{ key: 'ALARMLISTDEFAULTSORTASCENDING', defaultvalue: 'False' }]).ALARMLISTDEFAULTSORTASCENDING).toBe(false);
    expect(parseSettings([{ key: 'ALARMLISTDEFAULTSORTASCENDING', defaultvalue: 'True' }]).ALARMLISTDEFAULTSORTASCENDING).toBe(true);
  });

  it('ALIST-12 ALARMLISTLOOK takes the four display modes; anything else is alarmcentric', () => {
    for (const look of ['alarmcentric', 'objectcentric', 'objectcentrictext', 'anonymous']) {
      expect(parseSettings([{ key: 'ALARMLISTLOOK', defaultvalue: look }]).ALARMLISTLOOK).toBe(look);
    }
    expect(parseSettings([{ key: 'ALARMLISTLOOK', defaultvalue: 'fancy' }]).ALARMLISTLOOK).toBe('alarmcentric');
  });

  it('ALIST-14 HIDE_OTHER_RESPONDENTS_HANDLING_ALARM is read as a list of respondent groups', () => {
    expect(
      parseSettings([{ key: 'HIDE_OTHER_RESPONDENTS_HANDLING_ALARM', defaultvalue: '12, 14,,Night' }])
        .HIDE_OTHER_RESPONDENTS_HANDLING_ALARM,
    ).toEqual(['12', '14', 'Night']);
  });

  it('PUSH-22 RESPONDENT_REFRESH is seconds: the refresh runs every value × 1000 ms', () => {
    expect(respondentRefreshMs(parseSettings([{ key: 'RESPONDENT_REFRESH', defaultvalue: '30' }]))).toBe(30_000);
    expect(respondentRefreshMs(parseSettings([]))).toBeUndefined();
  });

  it('NOTE-02 medical notes show only when ALLOW_MEDICAL_NOTES lists the alarm respondent group', () => {
    const s = parseSettings([{ key: 'ALLOW_MEDICAL_NOTES', defaultvalue: '3,Hemtjanst' }]);
    expect(medicalNotesAllowed(s, 3)).toBe(true);
    expect(medicalNotesAllowed(s, 'hemtjanst')).toBe(true);
    expect(medicalNotesAllowed(s, 4)).toBe(false);
    expect(medicalNotesAllowed(s, undefined)).toBe(false);
    expect(medicalNotesAllowed(parseSettings([]), 3)).toBe(false);
  });
});

describe('parseAlarmFlags', () => {
  it('DETAIL-48 AVAILABLE_ALARM_FLAGS is a comma list of key:name pairs', () => {
    expect(parseAlarmFlags('1:Medical, 2:Fire,3')).toEqual([
      { key: '1', name: 'Medical' },
      { key: '2', name: 'Fire' },
      { key: '3', name: '3' },
    ]);
    expect(parseAlarmFlags('')).toEqual([]);
    expect(parseSettings([{ key: 'AVAILABLE_ALARM_FLAGS', defaultvalue: 'A:Alpha' }]).AVAILABLE_ALARM_FLAGS).toEqual([
      { key: 'A', name: 'Alpha' },
    ]);
  });
});
