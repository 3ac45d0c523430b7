import { FakeChannelHub } from '../../../workers/sync/testing/fake-channel.ts';
import type { CapabilityEffects, CapabilityLocks, PageSource } from '../effects.ts';

interface Holder {
  callback: () => Promise<void>;
  resolve: () => void;
  reject: (error: unknown) => void;
}

/**
 * Exclusive Web Locks with the browser's semantics: waiters granted in order when the holder's callback settles,
 * `ifAvailable` skips the wait, an aborted wait rejects, and `steal` takes the lock at once, rejecting the former
 * holder's request with AbortError.
 */
class FakeLockManager implements CapabilityLocks {
  #holders = new Map<string, { holder: Holder; done: () => void }>();
  #queues = new Map<string, Holder[]>();

  request(name: string, options: { signal?: AbortSignal; ifAvailable?: boolean; steal?: boolean }, callback: () => Promise<void>): Promise<void> {
    return new Promise<void>((resolve, reject) => {
      const holder: Holder = { callback, resolve, reject };
      const held = this.#holders.get(name);
      if (held && options.steal) {
        this.#holders.delete(name);
        held.holder.reject(new DOMException('stolen', 'AbortError'));
      } else if (held) {
        if (options.ifAvailable) return void resolve();
        const queue = this.#queues.get(name) ?? [];
        queue.push(holder);
        this.#queues.set(name, queue);
        options.signal?.addEventListener('abort', () => {
          if (!queue.includes(holder)) return;
          queue.splice(queue.indexOf(holder), 1);
          reject(new DOMException('aborted', 'AbortError'));
        });
        return;
      }
      this.#grant(name, holder);
    });
  }

  holds(name: string): boolean {
    return this.#holders.has(name);
  }

  #grant(name: string, holder: Holder): void {
    const done = () => {
      if (this.#holders.get(name)?.holder !== holder) return; // stolen meanwhile
      this.#holders.delete(name);
      const next = this.#queues.get(name)?.shift();
      if (next) this.#grant(name, next);
    };
    this.#holders.set(name, { holder, done });
    void Promise.resolve()
      .then(() => holder.callback())
      .then(() => {
        done();
        holder.resolve();
      });
  }
}

/** A page whose visibility and focus a test sets. */
class FakePage implements PageSource {
  #visible: boolean;
  #focused = false;
  #visibility = new Set<() => void>();
  #focus = new Set<() => void>();

  constructor(visible = true) {
    this.#visible = visible;
  }

  isVisible = () => this.#visible;
  hasFocus = () => this.#focused;

  setVisible(visible: boolean): void {
    this.#visible = visible;
    this.#visibility.forEach((listener) => listener());
  }

  focus(): void {
    this.#focused = true;
    this.#focus.forEach((listener) => listener());
  }

  onVisibilityChange(listener: () => void): () => void {
    this.#visibility.add(listener);
    return () => this.#visibility.delete(listener);
  }

  onFocus(listener: () => void): () => void {
    this.#focus.add(listener);
    return () => this.#focus.delete(listener);
  }
}

/** One browser: its tabs share the locks and the channels. */
export function fakeBrowser() {
  const locks = new FakeLockManager();
  const hub = new FakeChannelHub();
  let ids = 0;
  return {
    locks,
    /** The effects of a new tab and its page. */
    tab(visible = true): { effects: CapabilityEffects; page: FakePage } {
      const page = new FakePage(visible);
      return { page, effects: { locks, page, openChannel: (name) => hub.open(name), randomId: () => `id-${++ids}` } };
    },
  };
}
