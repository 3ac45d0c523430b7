import { describe, expect, it } from 'vitest';
import { readConfig } from '../../server/config.ts';
import { floodWatchEnv } from './flood-watch-env.ts';

describe('bench server flood watch', () => {
  it('push-to-sound 10 tabs: a server started for one-at-a-time alarms has no flood watch (their sounds are not held for a flood burst)', () => {
    expect(readConfig({ ...floodWatchEnv(false), ARC_DEMO: '1' }).floodCheckMs).toBe(0);
  });

  it('keeps the server default where the stage measures a flood', () => {
    expect(readConfig({ ...floodWatchEnv(true), ARC_DEMO: '1' }).floodCheckMs).toBe(3000);
  });
});
