import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { startIngester } from './ingester.ts';

/** A stand-in for nginx in front of a stalled cluster: holds every request until released, then answers it. */
function stalledBalancer() {
  const held: { request: IncomingMessage; response: ServerResponse; body: string }[] = [];
  let mostInFlight = 0;
  let requests = 0;
  const server = createServer((request, response) => {
    requests += 1;
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      held.push({ request, response, body });
      mostInFlight = Math.max(mostInFlight, held.length);
    });
  });
  return {
    server,
    stats: () => ({ mostInFlight, requests, held: held.length }),
    /** Answers every held request: `fail` ones with 502 (an instance gone), the others with the alarm's id. */
    release(fail: boolean) {
      for (const { response, body } of held.splice(0)) {
        const { GlobalAlarmId } = JSON.parse(body) as { GlobalAlarmId: string };
        response.writeHead(fail ? 502 : 201, { 'content-type': 'application/json' });
        response.end(fail ? '' : JSON.stringify({ AlarmId: Number.parseInt(GlobalAlarmId.slice(0, 6), 16), GlobalAlarmId }));
      }
    },
  };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
let close: (() => void) | undefined;
afterEach(() => close?.());

describe('the chaos run’s alarm receiver', () => {
  it('keeps at most 32 requests in flight against a stalled cluster, repeats refused alarms, and delivers every alarm once it answers', async () => {
    const balancer = stalledBalancer();
    await new Promise<void>((resolve) => balancer.server.listen(0, '127.0.0.1', resolve));
    close = () => balancer.server.close();
    const url = `http://127.0.0.1:${(balancer.server.address() as AddressInfo).port}`;
    const stop = new AbortController();
    const ingester = startIngester({ url, perSecond: 200, groupOf: () => 1, signal: stop.signal });
    await expect.poll(() => balancer.stats().held).toBe(32);
    await sleep(300);
    stop.abort();
    expect(ingester.alarms.length).toBeGreaterThan(60);
    expect(balancer.stats().mostInFlight).toBe(32);

    // The refused alarms wait before their repeat; the queued ones take their places, no more than 32 at once.
    balancer.release(true);
    await expect.poll(() => balancer.stats().held).toBe(32);
    for (let round = 0; round < 40 && ingester.alarms.some((alarm) => alarm.alarmId === undefined); round++) {
      balancer.release(false);
      await sleep(50);
    }
    await ingester.settled;
    expect(ingester.alarms.every((alarm) => alarm.alarmId !== undefined)).toBe(true);
    expect(Math.max(...ingester.alarms.slice(0, 32).map((alarm) => alarm.attempts))).toBe(2);
    expect(balancer.stats().mostInFlight).toBe(32);
  });
});
