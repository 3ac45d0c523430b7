import { describe, expect, it, vi } from 'vitest';
import { FILE_START_LIMIT_MS, createFilePlayer, type MediaLike } from './file-player.ts';
import type { SoundName } from './sound-patterns.ts';
import type { AudioStatus, TonePlayer } from './tone-player.ts';

function recordingTones(): TonePlayer & AudioStatus & { played: SoundName[] } {
  const played: SoundName[] = [];
  return { played, play: (name) => played.push(name), audioState: () => 'running', subscribe: () => () => undefined, unlock: async () => undefined };
}

/** An audio element that plays, or refuses as a browser does: a file that does not decode, or audio held for a click. */
function fakeMedia(outcome: 'plays' | 'undecodable' | 'held' | 'never starts') {
  const media: MediaLike & { url: string; plays: number; sinks: string[]; paused: boolean; error: { code: number } | null } = {
    url: '',
    plays: 0,
    sinks: [],
    volume: 1,
    currentTime: 0,
    paused: true,
    error: null,
    play() {
      media.plays += 1;
      // As a browser does: no longer paused at once, then the start (or never, for media a hidden tab holds).
      if (outcome === 'never starts') {
        media.paused = false;
        return new Promise<void>(() => undefined);
      }
      return start();
    },
    async setSinkId(deviceId: string) {
      media.sinks.push(deviceId);
    },
  };
  async function start() {
    if (outcome === 'undecodable') {
      media.error = { code: 3 };
      throw new DOMException('The element has no supported sources.', 'NotSupportedError');
    }
    if (outcome === 'held') throw new DOMException('play() failed because the user did not interact', 'NotAllowedError');
    media.paused = false;
  }
  return media;
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('file player', () => {
  it('ALIST-28 plays each sound from its own file, at the volume, and once while it still sounds', () => {
    const made: ReturnType<typeof fakeMedia>[] = [];
    const player = createFilePlayer(recordingTones(), (url) => made[made.push(Object.assign(fakeMedia('plays'), { url })) - 1]!, () => undefined);
    player.play('audio-3', 0.4);
    player.play('audio-3', 1);
    player.play('level1', 0);
    expect(made.map((media) => media.url)).toEqual(['/sounds/alarm/audio-3.wav']);
    expect(made[0]).toMatchObject({ plays: 1, volume: 0.4 });
  });

  it('real alarm sounds: a file that cannot decode plays the synthesised tones instead, and so does every later play', async () => {
    const tones = recordingTones();
    const player = createFilePlayer(tones, () => fakeMedia('undecodable'), () => undefined);
    player.play('level2', 1);
    await settle();
    expect(tones.played).toEqual(['level2']);
    player.play('level2', 1);
    expect(tones.played).toEqual(['level2', 'level2']);
  });

  it('hidden console: a file whose start never comes (media a never-shown tab holds) sounds as the tones after the limit, and so does the next alarm meanwhile', async () => {
    vi.useFakeTimers();
    try {
      const tones = recordingTones();
      const media = fakeMedia('never starts');
      const player = createFilePlayer(tones, () => media, () => undefined);
      player.play('level1', 1);
      await vi.advanceTimersByTimeAsync(FILE_START_LIMIT_MS - 1);
      expect(tones.played).toEqual([]);
      await vi.advanceTimersByTimeAsync(1);
      expect(tones.played).toEqual(['level1']);
      // The element still looks as if it sounds: the next alarm is not taken for the same burst.
      player.play('level1', 1);
      expect(tones.played).toEqual(['level1', 'level1']);
      expect(media.plays).toBe(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it('real alarm sounds: audio the browser holds until a click is not played as tones either (the sound banner asks for the click)', async () => {
    const tones = recordingTones();
    createFilePlayer(tones, () => fakeMedia('held'), () => undefined).play('level1', 1);
    await settle();
    expect(tones.played).toEqual([]);
  });

  it('loads every file once the page is idle after preload, so the first alarm starts without a fetch', () => {
    const urls: string[] = [];
    let load = () => {};
    const player = createFilePlayer(recordingTones(), (url) => (urls.push(url), fakeMedia('plays')), (idle) => (load = idle));
    player.preload();
    expect(urls).toEqual([]);
    load();
    expect(urls).toContain('/sounds/alarm/reminder.wav');
    expect(urls).toHaveLength(9);
  });

  it('qa-supervisor P3-9 sends every sound, loaded or not yet, to the chosen output device', () => {
    const made: ReturnType<typeof fakeMedia>[] = [];
    const player = createFilePlayer(recordingTones(), () => made[made.push(fakeMedia('plays')) - 1]!, () => undefined);
    player.play('level1', 1);
    player.setOutputDevice('speaker-2');
    player.play('reminder', 1);
    expect(made.map((media) => media.sinks)).toEqual([['speaker-2'], ['speaker-2']]);
  });
});
