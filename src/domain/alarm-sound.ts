/** What a new alarm sets off in the list (core §3, §4): pulse, sound, accept event and delivery report. */
import { type AlarmState, type AlarmTab, isUnanswered } from './alarm-state.ts';
import { type AudioAlarmId, isAudioAlarmId } from './audio-alarm-id.ts';

export interface SoundPrefs {
  /** Sound on/off per level. */
  soundOn: Readonly<Record<1 | 2, boolean>>;
  customSound: boolean;
}

/** A new alarm's sound: its level's, or the audio alarm sound it names (UseSound 1-5, CONST-08). */
export type AlarmSound = 'level1' | 'level2' | `audio-${AudioAlarmId}`;

/** What an alarm's sound is chosen from: its Level, and UseSound (0 none, else an audio alarm id). */
interface SoundingAlarm {
  Level?: number | null;
  UseSound?: number | null;
}

/** Sounds are muted during an active call when MUTE_ALARMSOUNDS_ON_CALL is on. */
export function alarmSoundsMuted(muteOnCall: boolean, callActive: boolean): boolean {
  return muteOnCall && callActive;
}

/**
 * What sounds of the alarms that arrive while alarm sounds are muted for a call (qa-handling P2-11): an acute alarm
 * (priority 3) sounds at once, never silenced by a call; the others wait and sound when the call ends, if they are
 * still unanswered then.
 */
export function soundsDuringCall<A extends { Priority?: number | null }>(arrived: readonly A[]): { now: A[]; afterCall: A[] } {
  const now = arrived.filter((alarm) => alarm.Priority === 3);
  return { now, afterCall: arrived.filter((alarm) => alarm.Priority !== 3) };
}

/**
 * The sound for a new alarm: the audio alarm sound its UseSound names when custom alarm sound is on (ALIST-28); else
 * its Level's (1 or 2) sound when that level is on; else none.
 */
export function alarmSoundFor(alarm: SoundingAlarm, prefs: SoundPrefs): AlarmSound | undefined {
  if (isAudioAlarmId(alarm.UseSound) && prefs.customSound) return `audio-${alarm.UseSound}`;
  if (alarm.Level === 1 && prefs.soundOn[1]) return 'level1';
  if (alarm.Level === 2 && prefs.soundOn[2]) return 'level2';
  return undefined;
}

export interface SoundVolumes {
  /** Volume 0..1 per level. */
  volume: Readonly<Record<1 | 2, number>>;
}

/**
 * The sounds a group of alarms calls for, each at most once, at the loudest volume any of them asks for: a burst
 * of 300 level-1 alarms is one level-1 pattern, not 300 overlapping ones. The audio alarm sound of an alarm without
 * a known level plays at the louder level volume.
 */
export function coalesceAlarmSounds(
  alarms: Iterable<SoundingAlarm>,
  prefs: SoundPrefs & SoundVolumes,
): { sound: AlarmSound; volume: number }[] {
  const loudest = new Map<AlarmSound, number>();
  for (const alarm of alarms) {
    const sound = alarmSoundFor(alarm, prefs);
    if (!sound) continue;
    const volume = alarm.Level === 1 || alarm.Level === 2 ? prefs.volume[alarm.Level] : Math.max(prefs.volume[1], prefs.volume[2]);
    loudest.set(sound, Math.max(loudest.get(sound) ?? 0, volume));
  }
  return [...loudest].map(([sound, volume]) => ({ sound, volume }));
}

/**
 * The repeat while unanswered alarms wait (qa-supervisor P3-10): one pattern, that of the highest level waiting (an
 * alarm's own sound counts at its alarm's level), never every waiting pattern at once as a chord.
 */
export function repeatSound(
  alarms: readonly SoundingAlarm[],
  prefs: SoundPrefs & SoundVolumes,
): { sound: AlarmSound; volume: number } | undefined {
  const sounding = alarms.filter((alarm) => alarmSoundFor(alarm, prefs) !== undefined);
  const highest = Math.max(...sounding.map((alarm) => alarm.Level ?? 0));
  return coalesceAlarmSounds(
    sounding.filter((alarm) => (alarm.Level ?? 0) === highest),
    prefs,
  )[0];
}

export interface ListedAlarm {
  AlarmId: number;
  DoDeliveryConfirmation?: boolean | null;
}

export interface NewAlarmEffects<A> {
  /** New unanswered alarms in the active tab: pulse the tab for 3 s and play their sounds. */
  arrivedInActive: A[];
  /** Alarms that entered My since the last look: fire the accept-alarm event. */
  enteredMy: A[];
  /** New alarms with DoDeliveryConfirmation: send a delivery report. */
  deliveryReports: A[];
}

/**
 * Compares the list with the last one seen (alarm id → was it My). `previous` undefined is the first load: it is
 * only seeded, silently, with no effect at all.
 */
export function newAlarmEffects<A extends ListedAlarm>(
  previous: ReadonlyMap<number, boolean> | undefined,
  rows: readonly { alarm: A; state: AlarmState; tab: AlarmTab }[],
): NewAlarmEffects<A> {
  const effects: NewAlarmEffects<A> = { arrivedInActive: [], enteredMy: [], deliveryReports: [] };
  if (!previous) return effects;
  for (const { alarm, state, tab } of rows) {
    const wasMy = previous.get(alarm.AlarmId);
    if (wasMy === undefined) {
      if (tab === 'active' && isUnanswered(state)) effects.arrivedInActive.push(alarm);
      if (alarm.DoDeliveryConfirmation === true) effects.deliveryReports.push(alarm);
    }
    if (state === 'My' && wasMy !== true) effects.enteredMy.push(alarm);
  }
  return effects;
}

/** The memory for the next comparison. */
export function seenAlarms(rows: readonly { alarm: ListedAlarm; state: AlarmState }[]): Map<number, boolean> {
  return new Map(rows.map(({ alarm, state }) => [alarm.AlarmId, state === 'My']));
}

/**
 * The memory after a push, from the rows that changed in it (`changed`, part of `rows`): updated in place, which
 * costs what changed; read afresh when alarms left the list, so that one coming back counts as new again.
 */
export function updateSeenAlarms(
  seen: Map<number, boolean> | undefined,
  rows: readonly { alarm: ListedAlarm; state: AlarmState }[],
  changed: readonly { alarm: ListedAlarm; state: AlarmState }[],
): Map<number, boolean> {
  if (!seen) return seenAlarms(rows);
  for (const { alarm, state } of changed) seen.set(alarm.AlarmId, state === 'My');
  return seen.size === rows.length ? seen : seenAlarms(rows);
}

/** A reminder push reloads the alarm's details when the alarm is unknown, or always with ENABLE_FETCH_ON_REMINDER. */
export function reminderReloadsDetails(alarmKnown: boolean, enableFetchOnReminder: boolean): boolean {
  return !alarmKnown || enableFetchOnReminder;
}

/** What the operator must know about alarm sound in this tab. */
export type AlarmSoundStatus = 'on' | 'blocked' | 'blockedElsewhere' | 'off' | 'muted' | 'unavailable' | 'elsewhere';

type AudioState = 'running' | 'suspended' | 'unavailable';

/**
 * Off and muted hold in every tab; the browser's audio only matters in the tab that plays (another tab plays:
 * 'elsewhere', or 'blockedElsewhere' while that tab's audio waits for a click). 'blocked' is the reload case: the
 * browser holds audio until the operator clicks.
 */
export function alarmSoundStatus(input: {
  owner: boolean;
  audio: AudioState;
  /** The playing tab's audio, when another tab plays and says so. */
  ownerAudio?: AudioState | undefined;
  anyLevelOn: boolean;
  mutedOnCall: boolean;
}): AlarmSoundStatus {
  if (!input.anyLevelOn) return 'off';
  if (input.mutedOnCall) return 'muted';
  if (!input.owner) return input.ownerAudio === 'suspended' ? 'blockedElsewhere' : 'elsewhere';
  if (input.audio === 'suspended') return 'blocked';
  return input.audio === 'unavailable' ? 'unavailable' : 'on';
}
