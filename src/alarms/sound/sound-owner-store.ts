import type { AudioState } from './tone-player.ts';

/** Whether this tab plays the alarm sounds, and if another tab does, whether its audio runs. */
interface SoundOwnership {
  owner: boolean;
  /** The playing tab's audio, when it is another tab. */
  ownerAudio: AudioState | undefined;
}

const NONE: SoundOwnership = { owner: false, ownerAudio: undefined };
let current = NONE;
const listeners = new Set<() => void>();

/**
 * The alarm-sound capability as the alarm list (which takes part in it, see useSoundOwner) last reported it, so the
 * shell can show the sound's status without taking part a second time.
 */
export const soundOwnerStore = {
  get: (): SoundOwnership => current,
  set(value: SoundOwnership): void {
    if (current.owner === value.owner && current.ownerAudio === value.ownerAudio) return;
    current = value;
    listeners.forEach((listener) => listener());
  },
  clear: (): void => soundOwnerStore.set(NONE),
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};
