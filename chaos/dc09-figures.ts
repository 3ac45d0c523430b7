import { summarize } from '../bench/lib/stats.ts';
import { dc09MessageIds } from '../server/dc09/message-id.ts';
import type { Dc09FloodEvent } from './dc09-flood.ts';
import type { RaisedAlarm } from './ingester.ts';
import type { BrowserVerdict } from './verify.ts';

/** An alarm on the server, as the flood's events are matched to it. */
export interface Dc09AlarmRow {
  AlarmId: number;
  GlobalAlarmId: string;
  RespondentGroupId: number;
}

/** The GlobalAlarmIds an event's alarm may have: the receiver's repeat window of each time it was sent with, or the one before. */
export function eventAlarmIds(event: Dc09FloodEvent): string[] {
  return [...new Set(event.stamps.flatMap((stamp) => dc09MessageIds(event.account, event.sequence, event.data, new Date(stamp))))];
}

/** Each event's alarms on the server (two or more: the event doubled; none: lost if it was acknowledged). */
export function alarmsOfEvents(events: readonly Dc09FloodEvent[], rows: readonly Dc09AlarmRow[]): Dc09AlarmRow[][] {
  const byId = new Map(rows.map((row) => [row.GlobalAlarmId, row]));
  return events.map((event) => eventAlarmIds(event).flatMap((id) => byId.get(id) ?? []));
}

/**
 * The events that made an alarm, as the run's verification of each browser takes alarms: from the first frame (its
 * ingest-to-screen) and from the ACK (ACK to row on screen).
 */
export function floodAlarms(events: readonly Dc09FloodEvent[], alarms: readonly Dc09AlarmRow[][]): RaisedAlarm[] {
  return events.flatMap((event, index) => {
    const alarm = alarms[index]![0];
    if (!alarm || event.firstSentAt === undefined) return [];
    return [{ seq: index, text: `DC-09 ${event.account} ${event.sequence}`, globalAlarmId: alarm.GlobalAlarmId, groupId: alarm.RespondentGroupId, sentAt: event.firstSentAt, alarmId: alarm.AlarmId, acknowledgedAt: event.acknowledgedAt, attempts: event.frames }];
  });
}

/**
 * The flood's figures and its verdict: delivered when every event was acknowledged and every acknowledged event is
 * an alarm in every eligible browser (IndexedDB and screen); an event made two alarms or more is `doubled` (a
 * finding like a write applied twice: it fails `clean`, not delivery). ACK latency runs from the event's first frame
 * to its ACK (resends included: what the unit waited); ACK to screen from the ACK to the row first drawn in each
 * browser (negative when the row came before a late ACK), first frame to screen from the first frame.
 */
export function dc09FloodFigures(events: readonly Dc09FloodEvent[], alarms: readonly Dc09AlarmRow[][], verdicts: readonly BrowserVerdict[]) {
  const acknowledged = events.filter((event) => event.acknowledgedAt !== undefined);
  const lostOnServer = events.filter((event, index) => event.acknowledgedAt !== undefined && alarms[index]!.length === 0);
  const doubled = events.filter((_, index) => alarms[index]!.length > 1);
  const ackLatency = summarize(acknowledged.map((event) => event.acknowledgedAt! - event.firstSentAt!));
  const toScreen = summarize(verdicts.flatMap((verdict) => verdict.fromAcknowledgement));
  const firstFrameToScreen = summarize(verdicts.flatMap((verdict) => verdict.latencies));
  const lostInBrowsers = verdicts.reduce((sum, verdict) => sum + verdict.missingInIndexedDb.length + verdict.missingOnScreen.length + verdict.notTheirs.length, 0);
  const name = (event: Dc09FloodEvent) => `${event.account}/${event.sequence}`;
  return {
    delivered: acknowledged.length === events.length && lostOnServer.length === 0 && lostInBrowsers === 0,
    sent: events.length,
    overUdp: events.filter((event) => event.transport === 'udp').length,
    encrypted: events.filter((event) => event.encrypted).length,
    frames: events.reduce((sum, event) => sum + event.frames, 0),
    acknowledged: acknowledged.length,
    notAcknowledged: events.filter((event) => event.acknowledgedAt === undefined).map(name),
    refused: events.filter((event) => event.refused).length,
    resent: events.filter((event) => event.frames > 1).length,
    sentWithANewTime: events.filter((event) => event.stamps.length > 1).length,
    alarmsMade: alarms.reduce((sum, found) => sum + found.length, 0),
    acknowledgedWithoutAlarm: lostOnServer.map(name),
    doubled: doubled.map(name),
    lostInBrowsers,
    ackLatencyMs: { n: ackLatency.n, p50: ackLatency.p50, p95: ackLatency.p95, p99: ackLatency.p99 },
    ackToScreenMs: { n: toScreen.n, p50: toScreen.p50, p95: toScreen.p95 },
    firstFrameToScreenMs: { n: firstFrameToScreen.n, p50: firstFrameToScreen.p50, p95: firstFrameToScreen.p95 },
  };
}

export type Dc09FloodFigures = ReturnType<typeof dc09FloodFigures>;

/** The flood's figures in one line of the run's progress. */
export function floodSummaryLine(figures: Dc09FloodFigures): string {
  const { ackLatencyMs: ack, ackToScreenMs: screen } = figures;
  return (
    `DC-09 flood: ${figures.sent} events sent (${figures.overUdp} over UDP, ${figures.encrypted} encrypted), ${figures.acknowledged} ACKed, ${figures.resent} resent, ` +
    `${figures.alarmsMade} alarms made, ${figures.doubled.length} doubled, ${figures.acknowledgedWithoutAlarm.length + figures.lostInBrowsers} lost; ` +
    `ACK latency p50 ${ack.p50} / p95 ${ack.p95} / p99 ${ack.p99} ms (n ${ack.n}); ACK to screen p50 ${screen.p50} / p95 ${screen.p95} ms (n ${screen.n}); ` +
    `first frame to screen p50 ${figures.firstFrameToScreenMs.p50} / p95 ${figures.firstFrameToScreenMs.p95} ms`
  );
}
