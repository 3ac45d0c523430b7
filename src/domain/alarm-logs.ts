/**
 * Alarm log rules (core §3, calls §3, §4, §9): what a log is, which log is the alarm's reason, action and
 * reminder line, which rows are highlighted, how the logs section groups them and what the history panel shows.
 */
import { HISTORY_LOG_TRUNCATE, LOG_HIGHLIGHT_EVENT_CODE, LOG_HIGHLIGHT_MS, LOG_HIGHLIGHT_PREDEFINED_ID } from './constants.ts';
import { localDayKey, toMillis } from './time.ts';

export type LogKind = 'reason' | 'action' | 'note';

/** The fields the rules read; any AlarmLog fits. */
export interface LogLike {
  Created?: string | null;
  LastUpdated?: string | null;
  PredefinedId?: number | null;
  LogEventCode?: number | null;
}

/** The predefined id the alarm's own reason, action and reminder logs carry. */
const ALARM_PREDEFINED_ID = 2;
const REASON_CODE = 1;
const ACTION_CODE = 2;
const REMINDER_CODE = 8;

export function classifyLog(log: LogLike): LogKind {
  if (log.LogEventCode === REASON_CODE) return 'reason';
  if (log.LogEventCode === ACTION_CODE) return 'action';
  return 'note';
}

/** When the log was written: Created, else LastUpdated. */
export function logTime(log: LogLike): number | undefined {
  return toMillis(log.Created) ?? toMillis(log.LastUpdated);
}

/** The logs in the order they were written (the store keeps them in no order). */
export function oldestFirst<L extends LogLike>(logs: readonly L[]): L[] {
  return [...logs].sort((a, b) => (logTime(a) ?? -Infinity) - (logTime(b) ?? -Infinity));
}

function newest<L extends LogLike>(logs: readonly L[]): L | undefined {
  let best: L | undefined;
  let bestTime = -Infinity;
  for (const log of logs) {
    const time = logTime(log) ?? -Infinity;
    if (best === undefined || time > bestTime) {
      best = log;
      bestTime = time;
    }
  }
  return best;
}

function newestAlarmLog<L extends LogLike>(logs: readonly L[], code: number): L | undefined {
  return newest(logs.filter((log) => log.PredefinedId === ALARM_PREDEFINED_ID && log.LogEventCode === code));
}

/** The alarm reason: PredefinedId 2 with code 1, the newest by Created when there are several. */
export function alarmReason<L extends LogLike>(logs: readonly L[]): L | undefined {
  return newestAlarmLog(logs, REASON_CODE);
}

/** The alarm action: PredefinedId 2 with code 2 (the newest, like the reason). */
export function alarmAction<L extends LogLike>(logs: readonly L[]): L | undefined {
  return newestAlarmLog(logs, ACTION_CODE);
}

/** The header's reminder line: the latest log with PredefinedId 2 and code 8; undefined means "no comment". */
export function reminderLine<L extends LogLike>(logs: readonly L[]): L | undefined {
  return newestAlarmLog(logs, REMINDER_CODE);
}

/**
 * When a log row's red highlight ends (code 29 with PredefinedId 7, for 15 s after LastUpdated), or undefined for
 * rows that are never highlighted. The view re-renders at that moment.
 */
export function highlightEndsAt(log: LogLike): number | undefined {
  if (log.LogEventCode !== LOG_HIGHLIGHT_EVENT_CODE || log.PredefinedId !== LOG_HIGHLIGHT_PREDEFINED_ID) return undefined;
  const updated = toMillis(log.LastUpdated) ?? toMillis(log.Created);
  return updated === undefined ? undefined : updated + LOG_HIGHLIGHT_MS;
}

export function isLogHighlighted(log: LogLike, now: number): boolean {
  const endsAt = highlightEndsAt(log);
  return endsAt !== undefined && now < endsAt;
}

export interface LogDay<L> {
  /** Local calendar day, yyyy-MM-dd. */
  day: string;
  logs: L[];
}

/** Logs grouped by local day; days and the logs in each day sorted by time in the given direction. */
export function groupLogsByDay<L extends LogLike>(logs: readonly L[], ascending: boolean): LogDay<L>[] {
  const sign = ascending ? 1 : -1;
  const sorted = [...logs].sort((a, b) => sign * ((logTime(a) ?? 0) - (logTime(b) ?? 0)));
  const days: LogDay<L>[] = [];
  for (const log of sorted) {
    const day = localDayKey(logTime(log) ?? 0);
    const last = days[days.length - 1];
    if (last?.day === day) last.logs.push(log);
    else days.push({ day, logs: [log] });
  }
  return days;
}

/** goteborg templates (goteborg, goteborg_v2) list logs oldest first; the others newest first. */
export function logsAscendingFor(templateType: string): boolean {
  return templateType.toLowerCase().startsWith('goteborg');
}

export interface KindHistory<L> {
  latest: L;
  /** The earlier logs of that kind, newest first, behind the "earlier" link. */
  earlier: L[];
}

/** For the history panel: the latest reason, action and note of an alarm, each with the earlier ones. */
export function latestOfEachKind<L extends LogLike>(logs: readonly L[]): Partial<Record<LogKind, KindHistory<L>>> {
  const result: Partial<Record<LogKind, KindHistory<L>>> = {};
  const newestFirst = [...logs].sort((a, b) => (logTime(b) ?? 0) - (logTime(a) ?? 0));
  for (const log of newestFirst) {
    const kind = classifyLog(log);
    const entry = result[kind];
    if (entry) entry.earlier.push(log);
    else result[kind] = { latest: log, earlier: [] };
  }
  return result;
}

export interface TruncatedText {
  text: string;
  /** True when text was cut: the view offers a more/less toggle. */
  truncated: boolean;
}

/** Cuts text to `max` characters (25 in the history panel and the absence history, 70 for tooltips). */
export function truncateText(text: string, max: number = HISTORY_LOG_TRUNCATE): TruncatedText {
  const chars = Array.from(text);
  if (chars.length <= max) return { text, truncated: false };
  return { text: `${chars.slice(0, max).join('')}…`, truncated: true };
}
