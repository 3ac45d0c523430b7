import { describe, expect, it } from 'vitest';
import { createPoller } from './poller.ts';
import { FakeClock } from './testing/fake-clock.ts';

describe('poller', () => {
  it('PUSH-20 runs a job at its interval only while started', async () => {
    const clock = new FakeClock();
    let runs = 0;
    const poller = createPoller(clock, [{ name: 'alarms', intervalMs: () => 5_000, run: async () => ++runs > 0 }]);
    await clock.advance(20_000);
    expect(runs).toBe(0);
    poller.start();
    await clock.advance(15_000);
    expect(runs).toBe(3);
    poller.stop();
    await clock.advance(60_000);
    expect(runs).toBe(3);
  });

  it('SESSION-35 retries a failed report after 30 s instead of the interval', async () => {
    const clock = new FakeClock();
    const at: number[] = [];
    const start = clock.now();
    let fail = true;
    const poller = createPoller(clock, [
      {
        name: 'report',
        intervalMs: () => 120_000,
        retryMs: 30_000,
        run: async () => {
          at.push(clock.now() - start);
          const ok = !fail;
          fail = false;
          return ok;
        },
      },
    ]);
    poller.start();
    await clock.advance(400_000);
    expect(at).toEqual([120_000, 150_000, 270_000, 390_000]);
  });

  it('leaves a job off while its interval is unset', async () => {
    const clock = new FakeClock();
    let runs = 0;
    createPoller(clock, [{ name: 'groups', intervalMs: () => undefined, run: async () => ++runs > 0 }]).start();
    await clock.advance(600_000);
    expect(runs).toBe(0);
  });
});
