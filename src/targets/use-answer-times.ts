import type { AnswerReport, ShiftShare } from '../contract/index.ts';
import { useUserDatabase } from '../db/hooks.ts';
import { ANSWER_REPORT_KEY, SHIFT_SHARE_KEY } from '../db/rows.ts';
import { useFreshLiveQuery } from '../db/use-fresh-live-query.ts';
import { useWatch } from '../sync-client/use-watch.ts';

/** What the engine stored under `key`, whether its last load failed with nothing to show; undefined while reading. */
function useStored<T>(key: string): { value: T | undefined; failed: boolean } | undefined {
  const db = useUserDatabase();
  return useFreshLiveQuery(
    async () => (db ? { value: (await db.meta.get(key))?.value as T | undefined, failed: (await db.meta.get(`loadError:${key}`)) !== undefined } : undefined),
    [db, key],
  );
}

/** The shift share the engine keeps fresh while this is shown (watch `answerShare`). */
export function useShiftShare(): ShiftShare | undefined {
  useWatch('answerShare', 0);
  return useStored<ShiftShare>(SHIFT_SHARE_KEY)?.value;
}

/** The supervisor report the engine keeps fresh while this is shown (watch `answerReport`). */
export function useAnswerReport(): { value: AnswerReport | undefined; failed: boolean } | undefined {
  useWatch('answerReport', 0);
  return useStored<AnswerReport>(ANSWER_REPORT_KEY);
}
