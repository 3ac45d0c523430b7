import { describe, expect, it } from 'vitest';
import { DC09_REPEAT_WINDOW_MS, dc09MessageIds } from './message-id.ts';

describe('a DC-09 message’s alarm id', () => {
  const at = (iso: string) => new Date(iso);

  it('dc09 receiver: a message sent again within its repeat window, with any time, has the same id; other data or another sequence does not', () => {
    const [first] = dc09MessageIds('1001', '0042', '|Nri1/FA01', at('2026-11-28T23:00:05Z'));
    expect(dc09MessageIds('1001', '0042', '|Nri1/FA01', at('2026-11-28T23:01:40Z'))[0]).toBe(first);
    expect(dc09MessageIds('1001', '0042', '|Nri1/FA02', at('2026-11-28T23:00:05Z'))[0]).not.toBe(first);
    expect(dc09MessageIds('1001', '0043', '|Nri1/FA01', at('2026-11-28T23:00:05Z'))[0]).not.toBe(first);
  });

  it('dc09 receiver: a resend after the window turns names the first sending’s id as the one before', () => {
    const [first] = dc09MessageIds('1001', '0042', '|Nri1/FA01', at('2026-11-28T22:59:58Z'));
    const [current, previous] = dc09MessageIds('1001', '0042', '|Nri1/FA01', at('2026-11-28T23:00:03Z'));
    expect(current).not.toBe(first);
    expect(previous).toBe(first);
    // The same event two windows later (a panel that restarted its sequence, or one come round again) is a new alarm.
    expect(dc09MessageIds('1001', '0042', '|Nri1/FA01', new Date(at('2026-11-28T22:59:58Z').getTime() + 2 * DC09_REPEAT_WINDOW_MS))).not.toContain(first);
    expect(dc09MessageIds('1001', '0042', '|Nri1/FA01', at('2026-11-28T23:07:00Z'))).not.toContain(first);
  });
});
