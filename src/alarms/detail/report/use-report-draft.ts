import { useFreshLiveQuery } from '../../../db/use-fresh-live-query.ts';
import type { OutboxRow, ReportDraftRow } from '../../../db/rows.ts';
import { useUserDatabase } from '../../../db/hooks.ts';

export interface ReportState {
  draft: ReportDraftRow | null;
  /** A save of this report waits in the outbox (offline or server unreachable). */
  waiting: boolean;
}

const isReportWrite = (row: OutboxRow, alarmId: number) =>
  row.alarmId === alarmId && (row.endpoint === 'incidentReportCreate' || row.endpoint === 'incidentReportUpdate') && row.state !== 'failed';

/** The alarm's incident report draft as the engine stored it; undefined while loading. */
export function useReportDraft(alarmId: number): ReportState | undefined {
  const db = useUserDatabase();
  return useFreshLiveQuery(async () => {
    if (!db) return db === null ? { draft: null, waiting: false } : undefined;
    const [draft, waiting] = await Promise.all([
      db.reportDrafts.get(alarmId),
      db.outbox.filter((row) => isReportWrite(row, alarmId)).count(),
    ]);
    return { draft: draft ?? null, waiting: waiting > 0 };
  }, [db, alarmId]);
}
