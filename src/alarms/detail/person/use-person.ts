import { useFreshLiveQuery } from '../../../db/use-fresh-live-query.ts';
import type { PersonRow } from '../../../db/rows.ts';
import { useUserDatabase } from '../../../db/hooks.ts';

interface StoredPerson {
  /** The engine's person row for the alarm; undefined until its first load. */
  row: PersonRow | undefined;
  /** The user's details could not be loaded and none are stored (the engine's `loadError:user`). */
  userFailed: boolean;
}

const NONE: StoredPerson = { row: undefined, userFailed: false };

/** What the engine stored about the person around an alarm (workers/sync/person-loader.ts). */
export function usePerson(alarmId: number): StoredPerson {
  const db = useUserDatabase();
  return (
    useFreshLiveQuery(
      async () => (db ? { row: await db.person.get(alarmId), userFailed: (await db.meta.get('loadError:user')) !== undefined } : NONE),
      [db, alarmId],
    ) ?? NONE
  );
}
