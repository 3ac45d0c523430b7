import { describe, expect, it } from 'vitest';
import type { RaisedAlarm } from './ingester.ts';
import { isClean, verifyBrowser, type BrowserOutcome } from './verify.ts';

const raised = (seq: number, groupId: number, alarmId?: number): RaisedAlarm => ({ seq, text: `Chaos alarm ${seq}`, globalAlarmId: `g${seq}`, groupId, sentAt: 1_000 + seq, alarmId, acknowledgedAt: alarmId === undefined ? undefined : 1_020 + seq, attempts: 1 });

function outcome(patch: Partial<BrowserOutcome> = {}): BrowserOutcome {
  return {
    username: 'eva',
    groups: new Set([1]),
    stored: new Set([10, 11]),
    firstDrawn: new Map([
      [10, 1_050],
      [11, 1_101],
    ]),
    drawnBySweep: new Set(),
    sounded: new Map([
      [10, 1],
      [11, 1],
    ]),
    ...patch,
  };
}

describe('the chaos run verdict of one browser', () => {
  const alarms = [raised(0, 1, 10), raised(1, 1, 11), raised(2, 3, 12)];

  it('counts only the alarms of its groups, with ingest-to-screen from the first attempt and the cluster\'s share from the acknowledgement', () => {
    const verdict = verifyBrowser(alarms, outcome(), new Set());
    expect(verdict.eligible).toBe(2);
    expect(verdict.ingestToScreen).toMatchObject({ n: 2, max: 100 });
    expect(verdict.acknowledgementToScreen).toMatchObject({ n: 2, p50: 30, max: 80 });
    expect(isClean(verdict)).toBe(true);
  });

  it('names an alarm missing from IndexedDB or never drawn, and one that sounded twice or not at all', () => {
    const verdict = verifyBrowser(alarms, outcome({ stored: new Set([10]), firstDrawn: new Map([[10, 1_050]]), sounded: new Map([[10, 2]]) }), new Set());
    expect(verdict).toMatchObject({ missingInIndexedDb: [11], missingOnScreen: [11], soundedTwice: [10], unsounded: [11] });
    expect(isClean(verdict)).toBe(false);
  });

  it('accepts a row first drawn by the final sweep (without a latency) and silence for an alarm an operator took', () => {
    const verdict = verifyBrowser(alarms, outcome({ firstDrawn: new Map([[10, 1_050]]), drawnBySweep: new Set([11]), sounded: new Map([[10, 1]]) }), new Set([11]));
    expect(verdict.drawnLive).toBe(1);
    expect(isClean(verdict)).toBe(true);
  });

  it('names an alarm of another group that the browser holds', () => {
    const verdict = verifyBrowser(alarms, outcome({ stored: new Set([10, 11, 12]) }), new Set());
    expect(verdict.notTheirs).toEqual([12]);
    expect(isClean(verdict)).toBe(false);
  });

  it('leaves out an alarm the receiver never got acknowledged (reported on its own)', () => {
    expect(verifyBrowser([...alarms, raised(3, 1)], outcome(), new Set()).eligible).toBe(2);
  });
});
