import { describe, expect, it } from 'vitest';
import type { AlarmLog, Resource } from '../contract/index.ts';
import { resourceCallouts } from './resource-callouts.ts';

const line = (EventCode: string, EventParams: Record<string, string>, Created: string): AlarmLog => ({ EventCode, EventParams, Created }) as AlarmLog;
const guard = { ContactId: 12, Name: 'Guard unit 12' } as Resource;

describe('resource call-outs from the log', () => {
  it('qa-handling P2-8: a resource is called out, then accepted; a recall ends it; other lines do not count', () => {
    const called = line('resourceCalledMessage', { name: 'Guard unit 12', message: 'Come' }, '2026-11-28T10:00:00Z');
    const accepted = line('resourceAccepted', { name: 'Guard unit 12' }, '2026-11-28T10:00:08Z');
    expect(resourceCallouts([called], [guard]).get('Guard unit 12')).toEqual({ state: 'called', at: '2026-11-28T10:00:00Z' });
    // Out of order in the store: the later line wins.
    expect(resourceCallouts([accepted, called], [guard]).get('Guard unit 12')).toEqual({ state: 'accepted', at: '2026-11-28T10:00:08Z' });
    const recalled = line('resourceRecalled', { resource: '12' }, '2026-11-28T10:01:00Z');
    expect(resourceCallouts([called, recalled], [guard]).has('Guard unit 12')).toBe(false);
    expect(resourceCallouts([line('callEnded', { name: 'Guard unit 12' }, '2026-11-28T10:02:00Z')], [guard]).size).toBe(0);
  });
});
