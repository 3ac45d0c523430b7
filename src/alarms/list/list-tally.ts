import type { ListedAlarm } from '../../db/rows.ts';
import { type AlarmTab, isUnanswered } from '../../domain/alarm-state.ts';
import type { ListDelta } from './list-delta.ts';
import type { ListRow } from './list-model.ts';

/** What the list counts over all its rows: kept up to date by each push's changes rather than counted again. */
export interface ListTally {
  counts: Record<AlarmTab, number>;
  /** The alarms still active (the reminder sound stops for the others). */
  activeIds: { has(alarmId: number): boolean };
  /** Unanswered alarms, whose wait crosses the answer targets. */
  unanswered: readonly ListedAlarm[];
  /** Alarms with a reminder set (NotifyAfter), whose mark changes when it falls due. */
  withReminders: readonly ListedAlarm[];
}

interface Counted {
  from: readonly ListRow[];
  counts: Record<AlarmTab, number>;
  active: Set<number>;
  unanswered: Set<ListRow>;
  withReminders: Set<ListRow>;
  tally: ListTally;
}

/** The tallies of row lists, each worked out from the last one's by the delta between them where there is one. */
export function createTally(deltaOf: (from: readonly ListRow[], to: readonly ListRow[]) => ListDelta | undefined): (rows: readonly ListRow[]) => ListTally {
  let last: Counted | undefined;
  return (rows) => {
    if (last?.from === rows) return last.tally;
    const delta = last ? deltaOf(last.from, rows) : undefined;
    const counted = last && delta ? last : { counts: { active: 0, my: 0, responded: 0, deactivated: 0 }, active: new Set<number>(), unanswered: new Set<ListRow>(), withReminders: new Set<ListRow>() };
    const { counts, active, unanswered, withReminders } = counted;
    for (const row of delta?.removed ?? []) {
      counts[row.tab] -= 1;
      active.delete(row.alarm.AlarmId);
      unanswered.delete(row);
      withReminders.delete(row);
    }
    for (const row of delta?.added ?? rows) {
      counts[row.tab] += 1;
      if (row.alarm.Active) active.add(row.alarm.AlarmId);
      if (isUnanswered(row.state)) unanswered.add(row);
      if (row.alarm.NotifyAfter != null) withReminders.add(row);
    }
    const alarmsOf = (set: Set<ListRow>) => Array.from(set, (row) => row.alarm);
    const tally: ListTally = {
      counts: { ...counts },
      activeIds: { has: (alarmId) => active.has(alarmId) },
      unanswered: alarmsOf(unanswered),
      withReminders: alarmsOf(withReminders),
    };
    last = { from: rows, counts, active, unanswered, withReminders, tally };
    return tally;
  };
}
