import { describe, expect, it } from 'vitest';
import type { TabMessage } from '../../src/sync-client/messages.ts';
import { createTabRegistry } from './tab-registry.ts';
import { settle } from './testing/fake-clock.ts';
import { FakeLocks } from './testing/fake-locks.ts';

const hold = (locks: FakeLocks, name: string) => void locks.request(name, {}, () => new Promise<void>(() => {}));

describe('tab registry', () => {
  it('learns that a tab closed when the tab stops holding its Web Lock, not from missed heartbeats', async () => {
    const locks = new FakeLocks();
    const registry = createTabRegistry(locks);
    hold(locks, 'arc-tab-a');
    hold(locks, 'arc-tab-b');
    await settle(1);
    const received: string[] = [];
    const gone: string[] = [];
    registry.onTabGone((id) => gone.push(id));
    registry.attach('arc-tab-a', () => received.push('a'));
    registry.attach('arc-tab-b', () => received.push('b'));
    await settle();
    expect(registry.count()).toBe(2);

    locks.release('arc-tab-a');
    await settle();
    expect(gone).toEqual(['arc-tab-a']);
    registry.broadcast({ kind: 'event', event: { type: 'callUpdate', callSid: null } } satisfies TabMessage);
    await settle();
    expect(received).toEqual(['b']);
  });
});
