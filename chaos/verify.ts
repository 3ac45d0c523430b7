import { summarize, type Summary } from '../bench/lib/stats.ts';
import type { RaisedAlarm } from './ingester.ts';

/** What one browser showed by the end of the run. */
export interface BrowserOutcome {
  username: string;
  /** The groups whose alarms this operator may see. */
  groups: ReadonlySet<number>;
  stored: ReadonlySet<number>;
  /** Alarm id → epoch ms its row was first drawn in a tab of this browser during the run. */
  firstDrawn: ReadonlyMap<number, number>;
  /** Alarms drawn only when the list was scrolled through at the end. */
  drawnBySweep: ReadonlySet<number>;
  /** Alarm id → sounds played for it in this browser. */
  sounded: ReadonlyMap<number, number>;
}

export interface BrowserVerdict {
  username: string;
  eligible: number;
  missingInIndexedDb: number[];
  /** Alarms of groups this operator is not in that its browser holds anyway. */
  notTheirs: number[];
  missingOnScreen: number[];
  drawnLive: number;
  /** Eligible alarms nobody took that no sound in this browser was for. */
  unsounded: number[];
  soundedTwice: number[];
  /** Ingest request sent to the row first drawn, per alarm drawn during the run (ms). */
  latencies: number[];
  ingestToScreen: Summary;
  /** The cluster's share: the acknowledging answer to the row first drawn (the receiver's queue left out). */
  fromAcknowledgement: number[];
  acknowledgementToScreen: Summary;
}

/**
 * Every acknowledged alarm must be in the IndexedDB and have been drawn in every browser whose operator may see
 * it, and have sounded exactly once in that browser. An alarm an operator took may rightly be silent in a browser
 * it reached already taken (it never was in that browser's Active tab), but never sound twice.
 */
export function verifyBrowser(alarms: readonly RaisedAlarm[], outcome: BrowserOutcome, taken: ReadonlySet<number>): BrowserVerdict {
  const eligible = alarms.filter((alarm) => alarm.alarmId !== undefined && outcome.groups.has(alarm.groupId));
  const latencies: number[] = [];
  const fromAcknowledgement: number[] = [];
  const verdict: BrowserVerdict = {
    username: outcome.username,
    eligible: eligible.length,
    missingInIndexedDb: [],
    notTheirs: [],
    missingOnScreen: [],
    drawnLive: 0,
    unsounded: [],
    soundedTwice: [],
    latencies,
    ingestToScreen: summarize([]),
    fromAcknowledgement,
    acknowledgementToScreen: summarize([]),
  };
  for (const alarm of eligible) {
    const id = alarm.alarmId!;
    if (!outcome.stored.has(id)) verdict.missingInIndexedDb.push(id);
    const drawn = outcome.firstDrawn.get(id);
    if (drawn !== undefined) {
      latencies.push(drawn - alarm.sentAt);
      if (alarm.acknowledgedAt !== undefined) fromAcknowledgement.push(drawn - alarm.acknowledgedAt);
    } else if (!outcome.drawnBySweep.has(id)) verdict.missingOnScreen.push(id);
    const sounds = outcome.sounded.get(id) ?? 0;
    if (sounds > 1) verdict.soundedTwice.push(id);
    if (sounds === 0 && !taken.has(id)) verdict.unsounded.push(id);
  }
  for (const alarm of alarms) {
    if (alarm.alarmId !== undefined && !outcome.groups.has(alarm.groupId) && outcome.stored.has(alarm.alarmId)) verdict.notTheirs.push(alarm.alarmId);
  }
  verdict.drawnLive = latencies.length;
  verdict.ingestToScreen = summarize(latencies);
  verdict.acknowledgementToScreen = summarize(fromAcknowledgement);
  return verdict;
}

/** Whether a browser's verdict shows no loss. */
export function isClean(verdict: BrowserVerdict): boolean {
  return verdict.missingInIndexedDb.length + verdict.notTheirs.length + verdict.missingOnScreen.length + verdict.unsounded.length + verdict.soundedTwice.length === 0;
}
