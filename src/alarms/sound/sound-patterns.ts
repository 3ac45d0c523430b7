import type { AlarmSound } from '../../domain/alarm-sound.ts';

/**
 * Every sound the console plays for alarms: the level sounds, the audio alarm sounds 1-5 an alarm may name, the
 * reminder, and the short tone an acute alarm gets during a call (MUTE_ALARMSOUNDS_ON_CALL). Each has its own
 * pattern so an operator can tell them apart without looking: level 1 a fast, high two-tone (urgent), level 2 a
 * slower single tone, the reminder a short double beep. The files in public/sounds/alarm are rendered from these
 * notes (build/alarm-sounds), and the synthesised fallback plays the same notes when a file cannot play.
 */
export type SoundName = AlarmSound | 'reminder' | 'call-short';

export interface SoundNote {
  frequency: number;
  /** Seconds from the start of the pattern. */
  at: number;
  duration: number;
}

const note = (frequency: number, at: number, duration: number): SoundNote => ({ frequency, at, duration });

export const SOUND_PATTERNS: Record<SoundName, readonly SoundNote[]> = {
  level1: [note(1046, 0, 0.18), note(784, 0.2, 0.18), note(1046, 0.4, 0.18), note(784, 0.6, 0.18)],
  level2: [note(660, 0, 0.35), note(660, 0.6, 0.35)],
  reminder: [note(880, 0, 0.1), note(880, 0.16, 0.1)],
  'call-short': [note(1046, 0, 0.12), note(784, 0.15, 0.12)],
  // The audio alarm sounds: a rising triad, a falling one, three high pips, a warble, and a two-note chime.
  'audio-1': [note(523, 0, 0.15), note(659, 0.17, 0.15), note(784, 0.34, 0.3)],
  'audio-2': [note(784, 0, 0.15), note(659, 0.17, 0.15), note(523, 0.34, 0.3)],
  'audio-3': [note(1318, 0, 0.08), note(1318, 0.2, 0.08), note(1318, 0.4, 0.08)],
  'audio-4': [0, 1, 2, 3, 4, 5].map((step) => note(step % 2 === 0 ? 880 : 988, step * 0.1, 0.09)),
  'audio-5': [note(784, 0, 0.4), note(622, 0.45, 0.5)],
};

export const SOUND_NAMES = Object.keys(SOUND_PATTERNS) as SoundName[];

/** Seconds a pattern sounds, its last note included. */
export const patternLength = (name: SoundName): number => Math.max(...SOUND_PATTERNS[name].map((step) => step.at + step.duration));

/** Where the console finds a sound's file (public/sounds/alarm, precached by the service worker). */
export const soundFilePath = (name: SoundName): string => `sounds/alarm/${name}.wav`;
