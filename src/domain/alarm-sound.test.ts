import { describe, expect, it } from 'vitest';
import { alarmSoundFor, alarmSoundStatus, alarmSoundsMuted, coalesceAlarmSounds, newAlarmEffects, reminderReloadsDetails, repeatSound, seenAlarms, updateSeenAlarms } from './alarm-sound.ts';

const prefs = { soundOn: { 1: true, 2: false }, customSound: true };

describe('alarm sounds', () => {
  it('ALIST-27 a new alarm plays its Level sound only when that level is enabled', () => {
    expect(alarmSoundFor({ Level: 1 }, prefs)).toBe('level1');
    expect(alarmSoundFor({ Level: 2 }, prefs)).toBeUndefined();
    expect(alarmSoundFor({ Level: 2 }, { ...prefs, soundOn: { 1: false, 2: true } })).toBe('level2');
    expect(alarmSoundFor({ Level: 3 }, prefs)).toBeUndefined();
  });
  it('ALIST-28 CONST-08 UseSound n (1-5) plays audio alarm sound n when custom alarm sound is enabled; 0 or another value plays the level sound', () => {
    expect(alarmSoundFor({ Level: 2, UseSound: 3 }, prefs)).toBe('audio-3');
    expect(alarmSoundFor({ Level: 2, UseSound: 5 }, prefs)).toBe('audio-5');
    expect(alarmSoundFor({ Level: 1, UseSound: 3 }, { ...prefs, customSound: false })).toBe('level1');
    expect(alarmSoundFor({ Level: 1, UseSound: 0 }, prefs)).toBe('level1');
    expect(alarmSoundFor({ Level: 1, UseSound: 6 }, prefs)).toBe('level1');
  });
  it('ALIST-30 with MUTE_ALARMSOUNDS_ON_CALL on, sounds are muted during an active call', () => {
    expect(alarmSoundsMuted(true, true)).toBe(true);
    expect(alarmSoundsMuted(true, false)).toBe(false);
    expect(alarmSoundsMuted(false, true)).toBe(false);
  });
});

describe('newAlarmEffects', () => {
  const row = (AlarmId: number, state: 'NotResponded' | 'My' | 'Responded', DoDeliveryConfirmation = false) => ({
    alarm: { AlarmId, DoDeliveryConfirmation },
    state,
    tab: state === 'NotResponded' ? ('active' as const) : state === 'My' ? ('my' as const) : ('responded' as const),
  });

  it('ALIST-29 the first load is seeded silently', () => {
    const first = [row(1, 'NotResponded', true), row(2, 'My')];
    expect(newAlarmEffects(undefined, first)).toEqual({ arrivedInActive: [], enteredMy: [], deliveryReports: [] });
    expect(seenAlarms(first)).toEqual(new Map([[1, false], [2, true]]));
  });
  it('ALIST-26 a new alarm in the active tab is reported for the pulse and sound', () => {
    const effects = newAlarmEffects(new Map([[1, false]]), [row(1, 'NotResponded'), row(2, 'NotResponded'), row(3, 'Responded')]);
    expect(effects.arrivedInActive.map((a) => a.AlarmId)).toEqual([2]);
  });
  it('ALIST-24 an alarm entering My fires the accept-alarm event', () => {
    const effects = newAlarmEffects(new Map([[1, false], [2, true]]), [row(1, 'My'), row(2, 'My'), row(3, 'My')]);
    expect(effects.enteredMy.map((a) => a.AlarmId)).toEqual([1, 3]);
  });
  it('ALIST-25 a new alarm with DoDeliveryConfirmation sends a delivery report, once', () => {
    const effects = newAlarmEffects(new Map([[1, false]]), [row(1, 'NotResponded', true), row(2, 'Responded', true), row(3, 'NotResponded')]);
    expect(effects.deliveryReports.map((a) => a.AlarmId)).toEqual([2]);
  });
  it('the memory follows the changed rows, and an alarm that left the list and comes back is new again', () => {
    const seen = updateSeenAlarms(undefined, [row(1, 'NotResponded'), row(2, 'NotResponded')], []);
    const taken = [row(1, 'NotResponded'), row(2, 'My')];
    expect(updateSeenAlarms(seen, taken, [taken[1] as ReturnType<typeof row>])).toEqual(new Map([[1, false], [2, true]]));
    const left = updateSeenAlarms(seen, [row(2, 'My')], []);
    expect(left).toEqual(new Map([[2, true]]));
    expect(newAlarmEffects(left, [row(1, 'NotResponded')]).arrivedInActive.map((a) => a.AlarmId)).toEqual([1]);
  });
  it('PLAN-30 a reminder push reloads details for an unknown alarm, or always with ENABLE_FETCH_ON_REMINDER', () => {
    expect(reminderReloadsDetails(false, false)).toBe(true);
    expect(reminderReloadsDetails(true, false)).toBe(false);
    expect(reminderReloadsDetails(true, true)).toBe(true);
  });
});

describe('coalesceAlarmSounds', () => {
  const prefs = { soundOn: { 1: true, 2: true }, customSound: true, volume: { 1: 0.8, 2: 0.5 } } as const;

  it('a burst asks for each sound once, at the loudest volume any alarm asks for', () => {
    const burst = [...Array.from({ length: 300 }, () => ({ Level: 1 })), { Level: 2 }, { Level: 2, UseSound: 1 }, { Level: 1, UseSound: 1 }];
    expect(coalesceAlarmSounds(burst, prefs)).toEqual([
      { sound: 'level1', volume: 0.8 },
      { sound: 'level2', volume: 0.5 },
      { sound: 'audio-1', volume: 0.8 },
    ]);
    expect(coalesceAlarmSounds([{ Level: 1 }], { ...prefs, soundOn: { 1: false, 2: true } })).toEqual([]);
    expect(coalesceAlarmSounds([{ UseSound: 2 }], prefs)).toEqual([{ sound: 'audio-2', volume: 0.8 }]);
  });
});

describe('repeatSound', () => {
  const prefs = { soundOn: { 1: true, 2: true }, customSound: true, volume: { 1: 0.8, 2: 0.5 } } as const;
  it('qa-supervisor P3-10 one pattern: the highest level waiting, its own sound counting at its level', () => {
    expect(repeatSound([{ Level: 1 }, { Level: 1, UseSound: 1 }, { Level: 2 }], prefs)).toEqual({ sound: 'level2', volume: 0.5 });
    expect(repeatSound([{ Level: 1 }, { Level: 2, UseSound: 1 }], prefs)).toEqual({ sound: 'audio-1', volume: 0.5 });
    expect(repeatSound([{ Level: 1 }, { Level: 2 }], { ...prefs, soundOn: { 1: true, 2: false } })).toEqual({ sound: 'level1', volume: 0.8 });
    expect(repeatSound([], prefs)).toBeUndefined();
  });
});

describe('alarmSoundStatus', () => {
  const on = { owner: true, audio: 'running', anyLevelOn: true, mutedOnCall: false } as const;
  it('says why no alarm sound would play: blocked by the browser, off, muted on a call; elsewhere in another tab', () => {
    expect(alarmSoundStatus(on)).toBe('on');
    expect(alarmSoundStatus({ ...on, audio: 'suspended' })).toBe('blocked');
    expect(alarmSoundStatus({ ...on, audio: 'unavailable' })).toBe('unavailable');
    expect(alarmSoundStatus({ ...on, anyLevelOn: false, audio: 'suspended' })).toBe('off');
    expect(alarmSoundStatus({ ...on, mutedOnCall: true })).toBe('muted');
    expect(alarmSoundStatus({ ...on, owner: false, audio: 'suspended' })).toBe('elsewhere');
    expect(alarmSoundStatus({ ...on, owner: false, ownerAudio: 'running' })).toBe('elsewhere');
    expect(alarmSoundStatus({ ...on, owner: false, ownerAudio: 'suspended' })).toBe('blockedElsewhere');
    expect(alarmSoundStatus({ ...on, owner: false, ownerAudio: 'suspended', mutedOnCall: true })).toBe('muted');
    expect(alarmSoundStatus({ ...on, owner: false, anyLevelOn: false })).toBe('off');
  });
});
