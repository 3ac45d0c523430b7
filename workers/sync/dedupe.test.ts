import { describe, expect, it } from 'vitest';
import { BLOCKED, createGetDeduper } from './dedupe.ts';

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

describe('GET de-duplication', () => {
  it('PUSH-23 a second identical GET waits for the first, then runs', async () => {
    const dedupe = createGetDeduper();
    const first = deferred<string>();
    const order: string[] = [];
    const a = dedupe.run('/api/alarms', () => {
      order.push('first sent');
      return first.promise;
    });
    const b = dedupe.run('/api/alarms', async () => {
      order.push('second sent');
      return 'second';
    });
    await Promise.resolve();
    expect(order).toEqual(['first sent']);
    first.resolve('first');
    expect(await a).toBe('first');
    expect(await b).toBe('second');
    expect(order).toEqual(['first sent', 'second sent']);
  });

  it('PUSH-24 a third concurrent identical GET is rejected as blocked and never sent', async () => {
    const dedupe = createGetDeduper();
    const first = deferred<string>();
    let sent = 0;
    const request = () => {
      sent += 1;
      return sent === 1 ? first.promise : Promise.resolve('later');
    };
    const a = dedupe.run('/api/alarms', request);
    const b = dedupe.run('/api/alarms', request);
    const c = await dedupe.run('/api/alarms', request);
    expect(c).toBe(BLOCKED);
    first.resolve('first');
    await Promise.all([a, b]);
    expect(sent).toBe(2);
  });

  it('different URLs do not wait for each other, and a finished GET frees its URL', async () => {
    const dedupe = createGetDeduper();
    const slow = deferred<string>();
    const a = dedupe.run('/api/alarms/1', () => slow.promise);
    expect(await dedupe.run('/api/alarms/2', async () => 'two')).toBe('two');
    slow.resolve('one');
    expect(await a).toBe('one');
    expect(await dedupe.run('/api/alarms/1', async () => 'again')).toBe('again');
  });

  it('a failed first GET still lets the waiting one run', async () => {
    const dedupe = createGetDeduper();
    const a = dedupe.run('/x', () => Promise.reject(new Error('offline')));
    const b = dedupe.run('/x', async () => 'ok');
    await expect(a).rejects.toThrow('offline');
    expect(await b).toBe('ok');
  });
});
