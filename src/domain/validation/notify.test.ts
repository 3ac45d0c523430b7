import { describe, expect, it } from 'vitest';
import { defaultNotifyIn, notifyInSeconds, parseHhmm, validateHours, validateMinutes } from './notify.ts';

describe('notify-me', () => {
  it('PLAN-22 hours must be 0-23, else HOURS_INVALID_MESSAGE', () => {
    expect(validateHours('0')).toEqual({ ok: true, value: 0 });
    expect(validateHours(23)).toEqual({ ok: true, value: 23 });
    for (const bad of ['24', '-1', '1.5', '', 'x', '123']) expect(validateHours(bad)).toEqual({ ok: false, error: 'HOURS_INVALID_MESSAGE' });
  });
  it('PLAN-23 minutes must be 0-59, else MINUTES_INVALID_MESSAGE', () => {
    expect(validateMinutes('59')).toEqual({ ok: true, value: 59 });
    expect(validateMinutes('00')).toEqual({ ok: true, value: 0 });
    expect(validateMinutes('60')).toEqual({ ok: false, error: 'MINUTES_INVALID_MESSAGE' });
  });
  it('PLAN-24 hours and minutes can be typed as four digits HHMM', () => {
    expect(parseHhmm('0130')).toEqual({ ok: true, value: { hours: 1, minutes: 30 } });
    expect(parseHhmm('2359')).toEqual({ ok: true, value: { hours: 23, minutes: 59 } });
    expect(parseHhmm('2400')).toEqual({ ok: false, error: 'HOURS_INVALID_MESSAGE' });
    expect(parseHhmm('1260')).toEqual({ ok: false, error: 'MINUTES_INVALID_MESSAGE' });
    expect(parseHhmm('130')).toEqual({ ok: false, error: 'HOURS_INVALID_MESSAGE' });
  });
  it('PLAN-25 API-37 notify-me defaults to 30 minutes; notifyin sends seconds', () => {
    expect(defaultNotifyIn()).toEqual({ hours: 0, minutes: 30 });
    expect(notifyInSeconds(defaultNotifyIn())).toBe(1800);
    expect(notifyInSeconds({ hours: 23, minutes: 59 })).toBe(86_340);
  });
});
