import type { ChannelLike } from '../effects.ts';

/** BroadcastChannels of one origin: a message reaches every other open channel of the same name, asynchronously. */
export class FakeChannelHub {
  #channels = new Map<string, Set<FakeChannel>>();

  open(name: string): FakeChannel {
    const channel = new FakeChannel(this, name);
    const set = this.#channels.get(name) ?? new Set();
    set.add(channel);
    this.#channels.set(name, set);
    return channel;
  }

  deliver(from: FakeChannel, name: string, message: unknown): void {
    const copy = structuredClone(message);
    for (const channel of this.#channels.get(name) ?? []) {
      if (channel !== from) setTimeout(() => channel.onmessage?.({ data: copy }), 0);
    }
  }

  remove(channel: FakeChannel, name: string): void {
    this.#channels.get(name)?.delete(channel);
  }
}

export class FakeChannel implements ChannelLike {
  onmessage: ((event: { data: unknown }) => void) | null = null;
  #closed = false;

  constructor(
    private readonly hub: FakeChannelHub,
    private readonly name: string,
  ) {}

  postMessage(message: unknown): void {
    if (!this.#closed) this.hub.deliver(this, this.name, message);
  }

  close(): void {
    this.#closed = true;
    this.hub.remove(this, this.name);
  }
}
