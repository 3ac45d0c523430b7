/**
 * The synthesised alarm sounds: the same notes as the sound files (sound-patterns.ts) as Web Audio tones, played
 * only when a file cannot play (see file-player.ts). This tab's AudioContext also tells whether the browser lets
 * the page sound yet (audio held until a click after a reload).
 */

import { afterStart } from '../../ui/after-start.ts';
import { SOUND_PATTERNS, type SoundName, patternLength } from './sound-patterns.ts';

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
  /** Plays a sound at a volume from 0 to 1; silently does nothing where audio is unavailable. */
  play(name: SoundName, volume: number): void;
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
  const busyUntil = new Map<SoundName, number>();
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
    play(name, volume) {
      if (volume <= 0) return;
      const audio = open();
      if (!audio) return;
      // A suspended context queues nothing audible; the sound banner asks the operator for the click it needs.
      if (audio.state === 'suspended') void audio.resume().catch(() => undefined);
      const start = audio.currentTime;
      if (start < (busyUntil.get(name) ?? -Infinity)) return;
      busyUntil.set(name, start + patternLength(name));
      for (const step of SOUND_PATTERNS[name]) {
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
