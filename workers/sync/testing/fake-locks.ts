import type { LockManagerLike } from '../effects.ts';

interface Waiter {
  callback: (lock: unknown) => unknown;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
}

/**
 * Web Locks with the browser's semantics for exclusive locks: one holder per name, waiters granted in order when
 * the holder's callback settles, `ifAvailable` answers null at once when held, an aborted wait rejects.
 * `release(name)` plays a tab or worker dying while it holds the lock.
 */
export class FakeLocks implements LockManagerLike {
  #held = new Map<string, () => void>();
  #queues = new Map<string, Waiter[]>();

  request<T>(
    name: string,
    options: { ifAvailable?: boolean; signal?: AbortSignal },
    callback: (lock: unknown) => Promise<T> | T,
  ): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      const waiter: Waiter = { callback, resolve: resolve as (v: unknown) => void, reject };
      if (!this.#held.has(name)) {
        this.#grant(name, waiter);
        return;
      }
      if (options.ifAvailable) {
        Promise.resolve(callback(null)).then(resolve, reject);
        return;
      }
      const queue = this.#queues.get(name) ?? [];
      queue.push(waiter);
      this.#queues.set(name, queue);
      options.signal?.addEventListener('abort', () => {
        const index = queue.indexOf(waiter);
        if (index >= 0) queue.splice(index, 1);
        reject(new DOMException('aborted', 'AbortError'));
      });
    });
  }

  isHeld(name: string): boolean {
    return this.#held.has(name);
  }

  /** The holder died: its lock goes to the next waiter. */
  release(name: string): void {
    this.#held.get(name)?.();
  }

  #grant(name: string, waiter: Waiter): void {
    let released = false;
    const done = () => {
      if (released) return;
      released = true;
      this.#held.delete(name);
      const next = this.#queues.get(name)?.shift();
      if (next) this.#grant(name, next);
    };
    this.#held.set(name, done);
    Promise.resolve()
      .then(() => waiter.callback({ name }))
      .then(
        (value) => {
          done();
          waiter.resolve(value);
        },
        (error) => {
          done();
          waiter.reject(error);
        },
      );
  }
}
