/**
 * Alarm and reminder sounds, generated with Web Audio so the console ships no audio files and works offline.
 * Each kind has its own pattern so an operator can tell them apart without looking: level 1 is a fast, high
 * two-tone (urgent), level 2 a slower single tone, the custom sound (alarm UseSound) a rising triad, the reminder
 * a short double beep.
 */

import { afterStart } from '../../ui/after-start.ts';

export type ToneKind = 'level1' | 'level2' | 'custom' | 'reminder';

interface ToneStep {
  frequency: number;
  /** Seconds from the start of the pattern. */
  at: number;
  duration: number;
}

const PATTERNS: Record<ToneKind, ToneStep[]> = {
  level1: [
    { frequency: 1046, at: 0, duration: 0.18 },
    { frequency: 784, at: 0.2, duration: 0.18 },
    { frequency: 1046, at: 0.4, duration: 0.18 },
    { frequency: 784, at: 0.6, duration: 0.18 },
  ],
  level2: [
    { frequency: 660, at: 0, duration: 0.35 },
    { frequency: 660, at: 0.6, duration: 0.35 },
  ],
  custom: [
    { frequency: 523, at: 0, duration: 0.15 },
    { frequency: 659, at: 0.17, duration: 0.15 },
    { frequency: 784, at: 0.34, duration: 0.3 },
  ],
  reminder: [
    { frequency: 880, at: 0, duration: 0.1 },
    { frequency: 880, at: 0.16, duration: 0.1 },
  ],
};

/** The part of AudioContext the player uses, so tests can pass a recording fake. */
export interface AudioContextLike {
  readonly currentTime: number;
  readonly destination: AudioNode;
  readonly state: string;
  onstatechange: ((this: BaseAudioContext, event: Event) => unknown) | null;
  resume(): Promise<void>;
  createOscillator(): OscillatorNode;
  createGain(): GainNode;
}

export interface TonePlayer {
  /** Plays a pattern at a volume from 0 to 1; silently does nothing where audio is unavailable. */
  play(kind: ToneKind, volume: number): void;
}

/** Whether the page can sound: browsers hold audio suspended after a reload until the operator clicks or types. */
export type AudioState = 'running' | 'suspended' | 'unavailable';

export interface AudioStatus {
  audioState(): AudioState;
  /** Called on every change of audioState; returns the unsubscribe. */
  subscribe(listener: () => void): () => void;
  /** Resumes the audio; works only inside a user gesture (a click or a key press). */
  unlock(): Promise<void>;
}

/** Seconds a pattern sounds, its last tone included. */
const lengthOf = (kind: ToneKind) => Math.max(...PATTERNS[kind].map((step) => step.at + step.duration));

/**
 * Opening the page's first AudioContext starts the browser's audio service: a few hundred milliseconds of the main
 * thread (377 ms measured in Chromium here). The player opens it once the page is idle after its first screen, not
 * while that screen is being drawn; until then it reports the audio as running (a suspended state shows a banner a
 * moment later rather than a false one flashing). Playing or unlocking opens it at once.
 */
export function createTonePlayer(createContext: () => AudioContextLike | null = defaultContext, whenIdle: (open: () => void) => void = afterStart): TonePlayer & AudioStatus {
  let context: AudioContextLike | null | undefined;
  let scheduled = false;
  const listeners = new Set<() => void>();
  /** Audio-clock time until which each pattern still sounds: a burst starts a pattern once, not once per alarm. */
  const busyUntil = new Map<ToneKind, number>();
  const notify = () => listeners.forEach((listener) => listener());
  /** Opens the context once; the listeners learn its real state, which may differ from the one assumed before. */
  const open = () => {
    if (context !== undefined) return context;
    context = createContext();
    if (context) context.onstatechange = notify;
    notify();
    return context;
  };
  const openWhenIdle = () => {
    if (scheduled) return;
    scheduled = true;
    whenIdle(open);
  };
  return {
    audioState() {
      if (context === undefined) {
        openWhenIdle();
        if (context === undefined) return createContext === defaultContext && !hasWebAudio() ? 'unavailable' : 'running';
      }
      if (!context) return 'unavailable';
      return context.state === 'running' ? 'running' : 'suspended';
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async unlock() {
      const audio = open();
      if (audio && audio.state !== 'running') await audio.resume().catch(() => undefined);
    },
    play(kind, volume) {
      if (volume <= 0) return;
      const audio = open();
      if (!audio) return;
      // A suspended context queues nothing audible; the sound banner asks the operator for the click it needs.
      if (audio.state === 'suspended') void audio.resume().catch(() => undefined);
      const start = audio.currentTime;
      if (start < (busyUntil.get(kind) ?? -Infinity)) return;
      busyUntil.set(kind, start + lengthOf(kind));
      for (const step of PATTERNS[kind]) {
        const oscillator = audio.createOscillator();
        const gain = audio.createGain();
        oscillator.type = 'sine';
        oscillator.frequency.value = step.frequency;
        // A short ramp avoids clicks at the start and end of each tone.
        gain.gain.setValueAtTime(0, start + step.at);
        gain.gain.linearRampToValueAtTime(Math.min(1, volume) * 0.4, start + step.at + 0.02);
        gain.gain.linearRampToValueAtTime(0, start + step.at + step.duration);
        oscillator.connect(gain).connect(audio.destination);
        oscillator.start(start + step.at);
        oscillator.stop(start + step.at + step.duration + 0.02);
      }
    },
  };
}

const hasWebAudio = () => typeof AudioContext !== 'undefined';

function defaultContext(): AudioContextLike | null {
  if (!hasWebAudio()) return null;
  try {
    return new AudioContext();
  } catch {
    return null;
  }
}
