import type { NetworkState } from '../effects.ts';

export class FakeNetwork implements NetworkState {
  #online: boolean;
  #listeners = new Set<(online: boolean) => void>();

  constructor(online = true) {
    this.#online = online;
  }

  isOnline(): boolean {
    return this.#online;
  }

  subscribe(listener: (online: boolean) => void): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  set(online: boolean): void {
    this.#online = online;
    for (const listener of this.#listeners) listener(online);
  }
}
