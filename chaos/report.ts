import { summarize } from '../bench/lib/stats.ts';
import type { ChaosOptions } from './chaos-options.ts';
import type { Dc09FloodFigures } from './dc09-figures.ts';
import type { FaultEvent } from './faults.ts';
import type { RaisedAlarm } from './ingester.ts';
import type { OperatorBrowser } from './operator-browser.ts';
import type { OperatorWrites, TypedWrite } from './operator-writes.ts';
import type { RunProcessHealth } from './run-process-health.ts';
import type { requestsByRoute } from './server-reads.ts';
import { isClean, type BrowserVerdict } from './verify.ts';

interface ReportInput {
  options: ChaosOptions;
  alarms: RaisedAlarm[];
  verdicts: BrowserVerdict[];
  /** The DC-09 flood: its figures, and each browser's verdict on the alarms its events made. */
  dc09: Dc09FloodFigures;
  floodVerdicts: BrowserVerdict[];
  writes: TypedWrite[];
  onServer: number[];
  outboxLeft: number[];
  writers: OperatorWrites[];
  browsers: OperatorBrowser[];
  faults: FaultEvent[];
  /** nginx's log lines of each write not found exactly once (empty for the others). */
  trails: string[][];
  /** Why a browser's list could not be scrolled through (its undrawn alarms then count as lost), or null. */
  sweepErrors: (string | null)[];
  /** Per browser that had not settled: each tab's connection status. */
  connection: string[][];
  /** The last lines of each browser's engine log, read when the run had settled or given up. */
  engineLogs: string[][];
  requests: ReturnType<typeof requestsByRoute>;
  runProcess: RunProcessHealth;
  ingestSeconds: number;
  seconds: number;
  /** Epoch ms the run started: the clock of the faults' `at`. */
  started: number;
}

const FIRST = 20;

/** The run's JSON report: what was raised, delivered, drawn, sounded and written, and what broke meanwhile. */
export function report(input: ReportInput): Record<string, unknown> {
  const { alarms, verdicts, writes, onServer } = input;
  const acknowledged = alarms.filter((alarm) => alarm.alarmId !== undefined);
  const latencies = summarize(verdicts.flatMap((verdict) => verdict.latencies));
  const fromAcknowledgement = summarize(verdicts.flatMap((verdict) => verdict.fromAcknowledgement));
  const withTrail = (write: TypedWrite, index: number) => ({ ...write, typedAtS: Math.round((write.typedAt - input.started) / 100) / 10, requests: input.trails[index] });
  const lostWrites = writes.map(withTrail).filter((_, index) => onServer[index] === 0);
  const doubledWrites = writes.map(withTrail).filter((_, index) => (onServer[index] ?? 0) > 1);
  const notAcknowledged = alarms.length - acknowledged.length;
  const lost = verdicts.reduce((sum, verdict) => sum + verdict.missingInIndexedDb.length + verdict.missingOnScreen.length, 0);
  const leaked = verdicts.reduce((sum, verdict) => sum + verdict.notTheirs.length, 0);
  const delivered = notAcknowledged === 0 && lost === 0 && leaked === 0 && input.dc09.delivered && lostWrites.length === 0 && input.outboxLeft.every((n) => n === 0);
  const clean = delivered && [...verdicts, ...input.floodVerdicts].every(isClean) && doubledWrites.length === 0 && input.dc09.doubled.length === 0;
  const firstAlarm = Math.min(...alarms.map((alarm) => alarm.sentAt));
  /** The named alarms with when each was raised, in seconds on the faults' clock. */
  const raisedAt = (ids: number[]) => ids.slice(0, FIRST).map((id) => ({ id, raisedAtS: Math.round((alarms.find((alarm) => alarm.alarmId === id)!.sentAt - input.started) / 100) / 10 }));
  return {
    ok: input.options.failOn === 'delivery' ? delivered : clean,
    failOn: input.options.failOn,
    delivered,
    clean,
    minutes: input.options.minutes,
    seconds: Math.round(input.seconds),
    setup: { instances: 2, database: 'PostgreSQL', balancer: 'nginx', browsers: input.browsers.map((browser) => ({ operator: browser.username, tabs: browser.tabs.length })) },
    alarms: {
      raised: alarms.length,
      overSeconds: Math.round(input.ingestSeconds),
      perSecond: input.options.perSecond,
      acknowledged: acknowledged.length,
      notAcknowledged,
      repeatedByTheReceiver: alarms.filter((alarm) => alarm.attempts > 1).length,
      mostAttempts: Math.max(0, ...alarms.map((alarm) => alarm.attempts)),
      // The server's share of ingest-to-screen: first attempt to the acknowledging answer.
      ingestToAcknowledgementMs: summarize(acknowledged.map((alarm) => alarm.acknowledgedAt! - alarm.sentAt)),
    },
    delivery: verdicts.map((verdict, index) => ({
      operator: verdict.username,
      eligible: verdict.eligible,
      inIndexedDb: verdict.eligible - verdict.missingInIndexedDb.length,
      onScreen: verdict.eligible - verdict.missingOnScreen.length,
      drawnLive: verdict.drawnLive,
      lost: { indexedDb: raisedAt(verdict.missingInIndexedDb), screen: raisedAt(verdict.missingOnScreen) },
      notTheirsInIndexedDb: verdict.notTheirs.length,
      dialogsLeftOpen: input.browsers[index]!.dialogsLeftOpen,
      sweepError: input.sweepErrors[index],
      connectionWhenNotSettled: input.connection[index],
      consoleErrors: input.browsers[index]!.consoleErrors,
      engineLogWhenNotSettled: input.connection[index]!.length ? input.engineLogs[index] : [],
      sounds: { tones: input.browsers[index]!.tones, unsounded: raisedAt(verdict.unsounded), unsoundedCount: verdict.unsounded.length, soundedTwice: raisedAt(verdict.soundedTwice) },
      ingestToScreenMs: verdict.ingestToScreen,
      acknowledgementToScreenMs: verdict.acknowledgementToScreen,
    })),
    lost,
    leaked,
    dc09: {
      ...input.dc09,
      // Alarm ids the flood's events made that a browser missed, and their sounds.
      browsers: input.floodVerdicts.map((verdict) => ({
        operator: verdict.username,
        eligible: verdict.eligible,
        missingInIndexedDb: verdict.missingInIndexedDb.slice(0, FIRST),
        missingOnScreen: verdict.missingOnScreen.slice(0, FIRST),
        unsounded: verdict.unsounded.length,
        soundedTwice: verdict.soundedTwice.length,
      })),
    },
    ingestToScreenMs: { p50: latencies.p50, p99: latencies.p99, worst: latencies.max },
    // Without the receiver's queue (its alarms wait there when the cluster takes fewer than it raises).
    acknowledgementToScreenMs: { p50: fromAcknowledgement.p50, p99: fromAcknowledgement.p99, worst: fromAcknowledgement.max },
    writes: {
      typed: writes.length,
      typedOffline: writes.filter((write) => write.offline).length,
      onServerOnce: onServer.filter((count) => count === 1).length,
      lost: lostWrites,
      appliedTwice: doubledWrites,
      outboxLeft: input.outboxLeft,
      roundsBrokenByFaults: input.writers.map((writer) => ({ rounds: writer.failedRounds, why: writer.failures })),
    },
    requestsThroughNginx: input.requests,
    runProcess: input.runProcess,
    faults: input.faults,
    firstAlarmAtS: Math.round((firstAlarm - input.started) / 100) / 10,
  };
}
