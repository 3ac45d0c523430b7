import { describe, expect, it } from 'vitest';
import { dc09MessageId } from '../server/dc09/message-id.ts';
import { alarmsOfEvents, dc09FloodFigures, floodAlarms, floodSummaryLine, type Dc09AlarmRow } from './dc09-figures.ts';
import type { Dc09FloodEvent } from './dc09-flood.ts';
import { verifyBrowser } from './verify.ts';

const FIRST = '2026-11-28T23:00:00.000Z';
const LATER = '2026-11-28T23:00:25.000Z';
/** In the receiver's repeat window before FIRST's. */
const EARLIER = '2026-11-28T22:58:30.000Z';
const DATA = '|Nri1/FA01';

function event(sequence: string, patch: Partial<Dc09FloodEvent> = {}): Dc09FloodEvent {
  return { account: '2001', sequence, data: DATA, transport: 'tcp', encrypted: false, occurredAt: 1_000, firstSentAt: 1_000, acknowledgedAt: 1_040, frames: 1, stamps: [FIRST], refused: false, ...patch };
}
const row = (sequence: string, stamp: string, AlarmId: number): Dc09AlarmRow => ({ AlarmId, GlobalAlarmId: dc09MessageId('2001', sequence, DATA, new Date(stamp)), RespondentGroupId: 1 });

describe('the DC-09 flood’s verdict and figures', () => {
  const events = [
    event('0001'),
    // Resent after no answer, then sent with a new time after a NAK: one alarm, found by the ids of either time.
    event('0002', { transport: 'udp', encrypted: true, frames: 3, stamps: [FIRST, LATER], acknowledgedAt: 1_300 }),
    event('0003', { acknowledgedAt: 1_100 }),
  ];
  const rows = [row('0001', FIRST, 11), row('0002', LATER, 12), row('0003', FIRST, 13)];

  it('DC-09 flood: finds each event’s alarm by the ids of the times it was sent with', () => {
    expect(alarmsOfEvents(events, rows).map((found) => found.map((alarm) => alarm.AlarmId))).toEqual([[11], [12], [13]]);
  });

  it('DC-09 flood: counts what was sent and resent, the ACK latency from the first frame and ACK to screen from every browser', () => {
    const alarms = alarmsOfEvents(events, rows);
    const drawn = new Map([
      [11, 1_140],
      [12, 1_500],
      [13, 1_150],
    ]);
    const verdict = verifyBrowser(floodAlarms(events, alarms), { username: 'eva', groups: new Set([1]), stored: new Set([11, 12, 13]), firstDrawn: drawn, drawnBySweep: new Set(), sounded: new Map() }, new Set());
    expect(dc09FloodFigures(events, alarms, [verdict])).toEqual({
      delivered: true,
      sent: 3,
      overUdp: 1,
      encrypted: 1,
      frames: 5,
      acknowledged: 3,
      notAcknowledged: [],
      refused: 0,
      resent: 1,
      sentWithANewTime: 1,
      alarmsMade: 3,
      acknowledgedWithoutAlarm: [],
      doubled: [],
      lostInBrowsers: 0,
      ackLatencyMs: { n: 3, p50: 100, p95: 300, p99: 300 },
      ackToScreenMs: { n: 3, p50: 100, p95: 200 },
      firstFrameToScreenMs: { n: 3, p50: 150, p95: 500 },
    });
    expect(floodSummaryLine(dc09FloodFigures(events, alarms, [verdict]))).toBe(
      'DC-09 flood: 3 events sent (1 over UDP, 1 encrypted), 3 ACKed, 1 resent, 3 alarms made, 0 doubled, 0 lost; ACK latency p50 100 / p95 300 / p99 300 ms (n 3); ACK to screen p50 100 / p95 200 ms (n 3); first frame to screen p50 150 / p95 500 ms',
    );
  });

  it('DC-09 flood: an acknowledged event without an alarm is lost, one never acknowledged undelivered; one with two alarms is doubled', () => {
    const broken = [event('0001'), event('0002', { stamps: [FIRST, LATER] }), event('0003', { acknowledgedAt: undefined, frames: 9 })];
    const alarms = alarmsOfEvents(broken, [row('0002', FIRST, 21), row('0002', EARLIER, 22)]);
    const figures = dc09FloodFigures(broken, alarms, []);
    expect(figures).toMatchObject({ delivered: false, acknowledged: 2, notAcknowledged: ['2001/0003'], acknowledgedWithoutAlarm: ['2001/0001'], doubled: ['2001/0002'], alarmsMade: 2 });
    // Doubled alone is a finding, not a loss.
    expect(dc09FloodFigures([broken[1]!], [alarms[1]!], [])).toMatchObject({ delivered: true, doubled: ['2001/0002'] });
    // Only events that made an alarm are checked in the browsers, each by its first alarm.
    expect(floodAlarms(broken, alarms).map((alarm) => [alarm.alarmId, alarm.acknowledgedAt])).toEqual([[21, 1_040]]);
  });

  it('DC-09 flood: an alarm missing from a browser fails the delivery', () => {
    const alarms = alarmsOfEvents(events, rows);
    const verdict = verifyBrowser(floodAlarms(events, alarms), { username: 'anna', groups: new Set([1]), stored: new Set([11, 12]), firstDrawn: new Map([[11, 1_100]]), drawnBySweep: new Set([12]), sounded: new Map() }, new Set());
    expect(dc09FloodFigures(events, alarms, [verdict])).toMatchObject({ delivered: false, lostInBrowsers: 2 });
  });
});
