import { afterStart } from '../../ui/after-start.ts';
import { SOUND_NAMES, type SoundName, soundFilePath } from './sound-patterns.ts';
import type { AudioStatus, TonePlayer } from './tone-player.ts';

/** The part of HTMLAudioElement the player uses, so tests can pass a recording fake. */
export interface MediaLike {
  volume: number;
  currentTime: number;
  readonly paused: boolean;
  readonly error: { code: number } | null;
  play(): Promise<void>;
  setSinkId?(deviceId: string): Promise<void>;
}

export interface AlarmSoundPlayer extends TonePlayer, AudioStatus {
  /** Whether this browser can send the sounds to a chosen output device (HTMLMediaElement.setSinkId). */
  canChooseOutput(): boolean;
  /** Sends the sounds to this output device; '' is the system's default. */
  setOutputDevice(deviceId: string): void;
  /** Loads every file once the page is idle (once): only the tab that plays the sounds needs them. */
  preload(): void;
}

const defaultMedia = (url: string): MediaLike | null => {
  if (typeof Audio === 'undefined') return null;
  const media = new Audio(url);
  media.preload = 'auto';
  return media;
};

/**
 * A file that cannot play (it failed to load or decode, or the browser has no player for it) is played as the
 * synthesised tones instead; a browser that holds audio until a click refuses with NotAllowedError, which the
 * tones would not get past either (the sound banner asks for that click).
 */
const fileUnplayable = (media: MediaLike, error: unknown) => media.error !== null || (error instanceof DOMException && error.name === 'NotSupportedError');

/**
 * A file whose play() has neither started nor failed by then sounds as the tones: Chromium may hold the media of a
 * tab that was never shown, and an alarm must be heard all the same (the file may still start late: heard twice).
 */
export const FILE_START_LIMIT_MS = 1000;

/**
 * The alarm sounds as the files in public/sounds/alarm (precached by the service worker), one audio element per
 * sound, loaded on `preload` once the page is idle so the first alarm's sound starts without a fetch. A sound still playing is
 * not started again (a burst of alarms sounds it once); the synthesised tones (`fallback`) play when a file cannot.
 * The audio status (whether the browser lets the page sound yet) is the fallback's.
 */
export function createFilePlayer(
  fallback: TonePlayer & AudioStatus,
  createMedia: (url: string) => MediaLike | null = defaultMedia,
  whenIdle: (load: () => void) => void = afterStart,
): AlarmSoundPlayer {
  const media = new Map<SoundName, MediaLike | null>();
  let outputDevice = '';
  const route = (element: MediaLike) => void element.setSinkId?.(outputDevice).catch((error: unknown) => console.warn('alarm sound output device not set', error));
  const mediaFor = (name: SoundName) => {
    if (!media.has(name)) {
      const element = createMedia(`${import.meta.env.BASE_URL}${soundFilePath(name)}`);
      if (element && outputDevice !== '') route(element);
      media.set(name, element);
    }
    return media.get(name) ?? null;
  };
  /** When each element's play() was asked for, until it settles. */
  const starting = new Map<MediaLike, number>();
  let preloaded = false;
  return {
    audioState: () => fallback.audioState(),
    subscribe: (listener) => fallback.subscribe(listener),
    unlock: () => fallback.unlock(),
    canChooseOutput: () => typeof HTMLMediaElement !== 'undefined' && 'setSinkId' in HTMLMediaElement.prototype,
    preload() {
      if (preloaded) return;
      preloaded = true;
      whenIdle(() => SOUND_NAMES.forEach(mediaFor));
    },
    setOutputDevice(deviceId) {
      if (deviceId === outputDevice) return;
      outputDevice = deviceId;
      for (const element of media.values()) if (element) route(element);
    },
    play(name, volume) {
      if (volume <= 0) return;
      const element = mediaFor(name);
      if (!element || element.error) {
        fallback.play(name, volume);
        return;
      }
      if (!element.paused) {
        // Still sounding (a burst sounds once), unless its start never came.
        const since = starting.get(element);
        if (since !== undefined && Date.now() - since >= FILE_START_LIMIT_MS) fallback.play(name, volume);
        return;
      }
      element.volume = Math.min(1, volume);
      element.currentTime = 0;
      starting.set(element, Date.now());
      const late = setTimeout(() => {
        if (starting.has(element)) fallback.play(name, volume);
      }, FILE_START_LIMIT_MS);
      element
        .play()
        .catch((error: unknown) => {
          if (fileUnplayable(element, error)) fallback.play(name, volume);
        })
        .finally(() => {
          clearTimeout(late);
          starting.delete(element);
        });
    },
  };
}
