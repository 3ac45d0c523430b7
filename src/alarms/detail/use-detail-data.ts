import { useFreshLiveQuery } from '../../db/use-fresh-live-query.ts';
import type { Position } from '../../contract/index.ts';
import { useUserDatabase } from '../../db/hooks.ts';
import { useAbsencesNow } from './absence/use-absences-now.ts';

/** Known positions of the object (the engine stores them per user); undefined while loading. */
export function usePositions(userId: number | null | undefined): Position[] | undefined {
  const db = useUserDatabase();
  return useFreshLiveQuery(async () => (db && userId ? ((await db.positions.get(userId))?.items ?? []) : []), [db, userId]);
}

/** True while the object has an ongoing absence (the header's Absent marker, DETAIL-03). */
export function useOngoingAbsence(userId: number | null | undefined): boolean {
  return (useAbsencesNow(userId)?.Ongoing.length ?? 0) > 0;
}
