import type { SoundName } from './sound-patterns.ts';

/** The part of AudioContext that plays decoded sounds, so tests can pass a recording fake. */
export type BufferContextLike = Pick<AudioContext, 'currentTime' | 'destination' | 'state' | 'createBufferSource' | 'createGain' | 'decodeAudioData'>;

export interface DecodedSounds {
  /** Fetches and decodes a sound's file once (from the service worker's cache once installed). */
  load(name: SoundName, url: string): void;
  /** Plays a decoded sound now; false when it is not decoded or the audio does not run (the caller plays it another way). */
  play(name: SoundName, volume: number): boolean;
}

/** A context that can decode and play buffers (the tone player's, where Web Audio is whole). */
export function isBufferContext(audio: object | null): audio is BufferContextLike {
  return audio !== null && 'decodeAudioData' in audio && 'createBufferSource' in audio;
}

const fetchBytes = async (url: string) => (await fetch(url)).arrayBuffer();

/**
 * The alarm sounds decoded into Web Audio buffers, started on the page's audio clock at once. An audio element in
 * a hidden tab is suspended by Chromium while paused and needs its media pipeline started again for each play
 * (hundreds of milliseconds, up to a second under load: push-to-sound with every tab hidden); a buffer source in
 * a running AudioContext starts within one render quantum, hidden or not. A sound still playing is not started again.
 */
export function createDecodedSounds(context: () => BufferContextLike | null, bytesOf: (url: string) => Promise<ArrayBuffer> = fetchBytes): DecodedSounds {
  const buffers = new Map<SoundName, AudioBuffer>();
  const loading = new Set<SoundName>();
  /** Audio-clock time until which each sound still plays. */
  const busyUntil = new Map<SoundName, number>();
  return {
    load(name, url) {
      const audio = context();
      if (!audio || loading.has(name)) return;
      loading.add(name);
      bytesOf(url)
        .then((bytes) => audio.decodeAudioData(bytes))
        .then((buffer) => buffers.set(name, buffer))
        // Not decoded: the audio element plays this sound, as before.
        .catch((error: unknown) => console.warn(`alarm sound ${name} not decoded`, error));
    },
    play(name, volume) {
      const audio = context();
      const buffer = buffers.get(name);
      if (!audio || !buffer || audio.state !== 'running') return false;
      const now = audio.currentTime;
      if (now < (busyUntil.get(name) ?? -Infinity)) return true;
      busyUntil.set(name, now + buffer.duration);
      const source = audio.createBufferSource();
      const gain = audio.createGain();
      source.buffer = buffer;
      gain.gain.value = Math.min(1, volume);
      source.connect(gain).connect(audio.destination);
      source.start();
      return true;
    },
  };
}
