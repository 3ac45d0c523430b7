import { describe, expect, it } from 'vitest';
import { missedCall } from './missed-call.ts';

const line = (EventCode: string, minute: number, EventParams: Record<string, string> = {}) => ({ EventCode, EventParams, Created: `2026-11-28T07:${String(minute).padStart(2, '0')}:00Z` });
const missed = line('callMissed', 10, { number: '+46702000222', party: 'Erik Persson (+46702000222)' });

describe('missedCall', () => {
  it('qa-handling P2-2: the latest call line being a missed call names the party, its number and time', () => {
    expect(missedCall([line('accepted', 1), line('callIncoming', 9, { number: '+46702000222' }), missed, line('callNoteOnly', 11, { note: 'x' })])).toEqual({
      number: '+46702000222',
      party: 'Erik Persson (+46702000222)',
      at: '2026-11-28T07:10:00Z',
    });
  });

  it('qa-handling P2-2: a later call (the call back) answers the missed call; no call line, no missed call', () => {
    expect(missedCall([missed, line('callOutgoing', 12, { number: '+46702000222' })])).toBeNull();
    expect(missedCall([line('callOutgoing', 12, { number: '+46702000222' }), missed])).toBeNull();
    expect(missedCall([line('accepted', 1)])).toBeNull();
  });
});
