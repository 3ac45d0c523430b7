/**
 * Alarm and reminder sounds, generated with Web Audio so the console ships no audio files and works offline.
 * Each kind has its own pattern so an operator can tell them apart without looking: level 1 is a fast, high
 * two-tone (urgent), level 2 a slower single tone, the custom sound (alarm UseSound) a rising triad, the reminder
 * a short double beep.
 */

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
  resume(): Promise<void>;
  createOscillator(): OscillatorNode;
  createGain(): GainNode;
}

export interface TonePlayer {
  /** Plays a pattern at a volume from 0 to 1; silently does nothing where audio is unavailable. */
  play(kind: ToneKind, volume: number): void;
}

export function createTonePlayer(createContext: () => AudioContextLike | null = defaultContext): TonePlayer {
  let context: AudioContextLike | null = null;
  return {
    play(kind, volume) {
      if (volume <= 0) return;
      context ??= createContext();
      if (!context) return;
      // Browsers start a context suspended until the page had a user gesture; an operator has always clicked by then.
      if (context.state === 'suspended') void context.resume().catch(() => undefined);
      const start = context.currentTime;
      for (const step of PATTERNS[kind]) {
        const oscillator = context.createOscillator();
        const gain = context.createGain();
        oscillator.type = 'sine';
        oscillator.frequency.value = step.frequency;
        // A short ramp avoids clicks at the start and end of each tone.
        gain.gain.setValueAtTime(0, start + step.at);
        gain.gain.linearRampToValueAtTime(Math.min(1, volume) * 0.4, start + step.at + 0.02);
        gain.gain.linearRampToValueAtTime(0, start + step.at + step.duration);
        oscillator.connect(gain).connect(context.destination);
        oscillator.start(start + step.at);
        oscillator.stop(start + step.at + step.duration + 0.02);
      }
    },
  };
}

function defaultContext(): AudioContextLike | null {
  if (typeof AudioContext === 'undefined') return null;
  try {
    return new AudioContext();
  } catch {
    return null;
  }
}
