import type { AlarmHistoryItem } from '../contract/index.ts';
import { alarmAction, alarmReason, latestOfEachKind } from '../domain/alarm-logs.ts';

/** One row of the history grid (HIST-05): the alarm and its latest reason, action and note. */
export interface HistoryGridRow {
  item: AlarmHistoryItem;
  reason: string;
  action: string;
  note: string;
  from: string;
}

export function historyGridRows(items: readonly AlarmHistoryItem[]): HistoryGridRow[] {
  return items.map((item) => {
    const logs = item.Logs ?? [];
    const latest = latestOfEachKind(logs);
    return {
      item,
      // The alarm's own reason and action (PredefinedId 2) win over other reason/action logs.
      reason: (alarmReason(logs) ?? latest.reason?.latest)?.LogText ?? '',
      action: (alarmAction(logs) ?? latest.action?.latest)?.LogText ?? '',
      note: latest.note?.latest.LogText ?? '',
      from: item.RespondentName ?? item.RespondentInitials ?? '',
    };
  });
}
