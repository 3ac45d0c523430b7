import { describe, expect, it } from 'vitest';
import { type AudioContextLike, createTonePlayer } from './tone-player.ts';

function fakeContext(initialState = 'running') {
  const tones: { frequency: number; peak: number }[] = [];
  const context = {
    currentTime: 0,
    destination: {} as AudioNode,
    state: initialState,
    onstatechange: null as (() => void) | null,
    async resume() {
      context.state = 'running';
      context.onstatechange?.();
    },
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
  return { context: context as unknown as AudioContextLike, tones, clock: context };
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
    createTonePlayer(() => context).play('audio-1', 0);
    expect(tones).toEqual([]);
    expect(() => createTonePlayer(() => null).play('reminder', 1)).not.toThrow();
  });

  it('a pattern does not start again while the same pattern still sounds', () => {
    const { context, tones, clock } = fakeContext();
    const player = createTonePlayer(() => context);
    player.play('level1', 1);
    player.play('level1', 1);
    player.play('level2', 1);
    expect(tones).toHaveLength(6);
    clock.currentTime = 0.5;
    player.play('level1', 1);
    expect(tones).toHaveLength(6);
    clock.currentTime = 1;
    player.play('level1', 1);
    expect(tones).toHaveLength(10);
  });

  it('says when the browser holds audio suspended, and a gesture unlocks it', async () => {
    const { context } = fakeContext('suspended');
    const player = createTonePlayer(() => context, (open) => open());
    const states: string[] = [];
    player.subscribe(() => states.push(player.audioState()));
    expect(player.audioState()).toBe('suspended');
    states.length = 0;
    await player.unlock();
    expect(player.audioState()).toBe('running');
    expect(states).toEqual(['running']);
    expect(createTonePlayer(() => null, (open) => open()).audioState()).toBe('unavailable');
  });

  it('opens the audio (slow: the browser starts its audio service) when the page is idle, not while it draws', () => {
    const { context } = fakeContext('suspended');
    let opened = 0;
    const idle: (() => void)[] = [];
    const player = createTonePlayer(() => (opened++, context), (open) => idle.push(open));
    const states: string[] = [];
    player.subscribe(() => states.push(player.audioState()));
    expect(player.audioState()).toBe('running');
    expect(player.audioState()).toBe('running');
    expect(opened).toBe(0);
    expect(idle).toHaveLength(1);
    idle[0]!();
    expect(opened).toBe(1);
    expect(states).toEqual(['suspended']);
  });
});
