import { describe, expect, it } from 'vitest';
import { type BufferContextLike, createDecodedSounds } from './decoded-sounds.ts';

/** A running AudioContext that records the buffer sources started, at a clock the test moves. */
function fakeContext() {
  const started: { buffer: unknown; gain: number }[] = [];
  const audio = {
    currentTime: 0,
    state: 'running',
    destination: {},
    decodeAudioData: async (bytes: ArrayBuffer) => ({ duration: 0.5, bytes }),
    createGain: () => ({ gain: { value: 1 }, connect: (next: unknown) => next }),
    createBufferSource() {
      const source = {
        buffer: null as unknown,
        connect: (gain: { gain: { value: number } }) => ((source.gain = gain), gain),
        gain: null as { gain: { value: number } } | null,
        start: () => started.push({ buffer: source.buffer, gain: source.gain?.gain.value ?? 1 }),
      };
      return source;
    },
  };
  return { audio, started, context: () => audio as unknown as BufferContextLike };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('decoded alarm sounds', () => {
  it('hidden-sound: a decoded sound starts at once on the audio clock, at the volume, once while it still sounds', async () => {
    const { audio, started, context } = fakeContext();
    const sounds = createDecodedSounds(context, async () => new ArrayBuffer(8));
    sounds.load('level2', '/sounds/alarm/level2.wav');
    await settle();
    expect(sounds.play('level2', 0.6)).toBe(true);
    expect(sounds.play('level2', 0.6)).toBe(true);
    expect(started).toHaveLength(1);
    expect(started[0]?.gain).toBe(0.6);
    audio.currentTime = 0.6;
    sounds.play('level2', 1);
    expect(started).toHaveLength(2);
  });

  it('hidden-sound: a sound not decoded yet, or audio held for a click, is left to the audio element', async () => {
    const { audio, started, context } = fakeContext();
    const sounds = createDecodedSounds(context, () => new Promise(() => undefined));
    sounds.load('level1', '/sounds/alarm/level1.wav');
    await settle();
    expect(sounds.play('level1', 1)).toBe(false);
    const ready = createDecodedSounds(context, async () => new ArrayBuffer(8));
    ready.load('level1', '/sounds/alarm/level1.wav');
    await settle();
    audio.state = 'suspended';
    expect(ready.play('level1', 1)).toBe(false);
    expect(started).toHaveLength(0);
  });
});
