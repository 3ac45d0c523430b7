import { describe, expect, it, vi } from 'vitest';
import { parseSettings } from '../../src/domain/settings.ts';
import type { SessionRow } from '../../src/db/rows.ts';
import { FakeClock } from './testing/fake-clock.ts';
import type { UserContext } from './user-context.ts';

const loadGroups = vi.hoisted(() => vi.fn(async () => undefined));
vi.mock('./loaders.ts', async (original) => ({ ...(await original<typeof import('./loaders.ts')>()), loadGroups }));
const { createUserTimers } = await import('./user-poller.ts');

function timers(adminId: number | null) {
  const clock = new FakeClock();
  const send = vi.fn(async () => ({ ok: true as const, value: undefined, status: 200 }));
  const ctx = { clock, http: { send } } as unknown as UserContext;
  const settings = parseSettings([
    { key: 'REPORT', defaultvalue: '60000' },
    { key: 'RESPONDENT_REFRESH', defaultvalue: '20' },
  ]);
  const session = { adminId, simpleLogin: false } as unknown as SessionRow;
  return { clock, send, poller: createUserTimers({ ctx, session: () => session, settings: () => settings }) };
}

describe('the timers that run whether or not the socket is open', () => {
  it('SESSION-34 PUSH-22 reports every REPORT for a valid admin and refreshes groups every RESPONDENT_REFRESH s', async () => {
    loadGroups.mockClear();
    const { clock, send, poller } = timers(12);
    poller.start();
    await clock.advance(120_000);
    expect(send).toHaveBeenCalledTimes(2);
    expect(loadGroups).toHaveBeenCalledTimes(6);
    poller.stop();
  });

  it('SESSION-34 sends no report for an invalid admin', async () => {
    const { clock, send, poller } = timers(0);
    poller.start();
    await clock.advance(120_000);
    expect(send).not.toHaveBeenCalled();
    poller.stop();
  });
});
