import { describe, expect, it } from 'vitest';
import { type AudioContextLike, createTonePlayer } from './tone-player.ts';

function fakeContext() {
  const tones: { frequency: number; peak: number }[] = [];
  const context = {
    currentTime: 0,
    destination: {} as AudioNode,
    state: 'running',
    resume: async () => undefined,
    createOscillator() {
      const oscillator = { type: '', frequency: { value: 0 }, connect: (gain: unknown) => gain, start() {}, stop() {} };
      return oscillator as unknown as OscillatorNode;
    },
    createGain() {
      const tone = { frequency: 0, peak: 0 };
      const gain = {
        gain: { setValueAtTime() {}, linearRampToValueAtTime: (value: number) => (tone.peak = Math.max(tone.peak, value)) },
        connect: () => {
          tones.push(tone);
          return {};
        },
      };
      return gain as unknown as GainNode;
    },
  };
  return { context: context as unknown as AudioContextLike, tones };
}

describe('tone player', () => {
  it('ALIST-27 plays a distinct pattern per kind, scaled by the volume', () => {
    const { context, tones } = fakeContext();
    const player = createTonePlayer(() => context);
    player.play('level1', 1);
    const level1 = tones.length;
    player.play('level2', 0.5);
    expect(level1).toBe(4);
    expect(tones.length - level1).toBe(2);
    expect(tones[0]?.peak).toBeCloseTo(0.4);
    expect(tones[level1]?.peak).toBeCloseTo(0.2);
  });

  it('VALID-28 a volume of 0 is silent, and no audio support is silent too', () => {
    const { context, tones } = fakeContext();
    createTonePlayer(() => context).play('custom', 0);
    expect(tones).toEqual([]);
    expect(() => createTonePlayer(() => null).play('reminder', 1)).not.toThrow();
  });
});
