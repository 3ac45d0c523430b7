/** Reads `read` every 50 ms until `ok` accepts its value or `timeoutMs` passes; answers the last value read. */
export async function until<T>(read: () => Promise<T>, ok: (value: T) => boolean, timeoutMs = 8000): Promise<T> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (ok(value) || Date.now() > end) return value;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** The promise's value, or 'still waiting' when it has not settled within `ms` (for closes that must, or must not, come). */
export function within<T>(promise: Promise<T>, ms: number): Promise<T | 'still waiting'> {
  return Promise.race([promise, new Promise<'still waiting'>((resolve) => setTimeout(() => resolve('still waiting'), ms))]);
}
