/**
 * Whether this tab plays the alarm sounds, as the alarm list (which holds the sound lock) last reported it, so the
 * shell can show the sound's status without asking for the lock a second time.
 */
let owner = false;
const listeners = new Set<() => void>();

export const soundOwnerStore = {
  get: (): boolean => owner,
  set(value: boolean): void {
    if (owner === value) return;
    owner = value;
    listeners.forEach((listener) => listener());
  },
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};
