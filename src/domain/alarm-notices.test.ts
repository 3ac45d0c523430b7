import { describe, expect, it } from 'vitest';
import { alarmNotices, alarmNoticeTag, alertsByNotification, noticeStaysUntilActedOn, titleWithCount } from './alarm-notices.ts';
import type { AlarmState } from './alarm-state.ts';

const row = (AlarmId: number, state: AlarmState) => ({ alarm: { AlarmId }, state });

describe('alarm notices', () => {
  it('mission-gap hidden console: only the sound owner notifies, only while no tab is visible, only with permission', () => {
    expect(alertsByNotification({ owner: true, anyTabVisible: false, permission: 'granted' })).toBe(true);
    expect(alertsByNotification({ owner: false, anyTabVisible: false, permission: 'granted' })).toBe(false);
    expect(alertsByNotification({ owner: true, anyTabVisible: true, permission: 'granted' })).toBe(false);
    expect(alertsByNotification({ owner: true, anyTabVisible: false, permission: 'default' })).toBe(false);
    expect(alertsByNotification({ owner: true, anyTabVisible: false, permission: 'unsupported' })).toBe(false);
  });

  it('mission-gap hidden console: new alarms show when alerting; a shown alarm that changed shows again under its tag', () => {
    const rows = [row(1, 'NotResponded'), row(2, 'NotResponded'), row(3, 'NotResponded')];
    const arrived = [{ AlarmId: 3 }];
    expect(alarmNotices({ alerting: true, arrived, changed: [rows[2]!, rows[0]!], rows, shown: new Set([1]) })).toEqual({ show: [{ AlarmId: 3 }, { AlarmId: 1 }], close: [] });
    expect(alarmNotices({ alerting: false, arrived, changed: [rows[2]!], rows, shown: new Set() })).toEqual({ show: [], close: [] });
    expect(alarmNoticeTag(3)).toBe('arc-alarm-3');
  });

  it('mission-gap hidden console: a shown alarm taken or cleared by anyone, or gone, closes', () => {
    const rows = [row(1, 'Responded'), row(2, 'Deactivated'), row(3, 'My'), row(4, 'NotResponded')];
    const result = alarmNotices({ alerting: true, arrived: [], changed: rows, rows, shown: new Set([1, 2, 3, 4, 5]) });
    expect(result).toEqual({ show: [{ AlarmId: 4 }], close: [1, 2, 3, 5] });
  });

  it('mission-gap hidden console: acute alarms stay until acted on', () => {
    expect(noticeStaysUntilActedOn(3)).toBe(true);
    expect(noticeStaysUntilActedOn(2)).toBe(false);
    expect(noticeStaysUntilActedOn(null)).toBe(false);
  });

  it('mission-gap title count: the unanswered count leads the title while any alarm waits', () => {
    expect(titleWithCount('ARC console', 3)).toBe('(3) ARC console');
    expect(titleWithCount('ARC console', 0)).toBe('ARC console');
  });
});
