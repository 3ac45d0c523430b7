import { describe, expect, it } from 'vitest';
import { BUILD_CHANNEL, watchForNewerBuild } from './build-watch.ts';
import { FakeChannelHub } from './testing/fake-channel.ts';
import { settle } from './testing/fake-clock.ts';

describe('build watch', () => {
  it('an engine hearing that another build started retires; the newer one does not', async () => {
    const hub = new FakeChannelHub();
    const retired: string[] = [];
    watchForNewerBuild(hub.open(BUILD_CHANNEL), 'arc-sync-1.0.0-aaa-p1', () => retired.push('old'));
    await settle();
    watchForNewerBuild(hub.open(BUILD_CHANNEL), 'arc-sync-1.0.1-bbb-p1', () => retired.push('new'));
    await settle();
    expect(retired).toEqual(['old']);
  });

  it('engines of the same build (another leader taking over) leave each other alone', async () => {
    const hub = new FakeChannelHub();
    const retired: string[] = [];
    watchForNewerBuild(hub.open(BUILD_CHANNEL), 'arc-sync-same-p1', () => retired.push('first'));
    watchForNewerBuild(hub.open(BUILD_CHANNEL), 'arc-sync-same-p1', () => retired.push('second'));
    await settle();
    expect(retired).toEqual([]);
  });
});
