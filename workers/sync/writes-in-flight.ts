/**
 * The writes on each alarm that are on their way: the server pushes the echo of a change before it answers the
 * request, so the echo waits for the answer to be stored and is then recognised as already applied.
 */
export function createWritesInFlight() {
  const counts = new Map<number, number>();
  const waiters = new Map<number, (() => void)[]>();
  return {
    /** Marks a write on the alarm as started; the returned function marks it done (once). */
    begin(alarmId: number | null): () => void {
      if (alarmId === null) return () => undefined;
      counts.set(alarmId, (counts.get(alarmId) ?? 0) + 1);
      let ended = false;
      return () => {
        if (ended) return;
        ended = true;
        const left = (counts.get(alarmId) ?? 1) - 1;
        if (left > 0) {
          counts.set(alarmId, left);
          return;
        }
        counts.delete(alarmId);
        for (const resolve of waiters.get(alarmId) ?? []) resolve();
        waiters.delete(alarmId);
      };
    },
    /** Resolves when no write on the alarm is on its way. */
    settled(alarmId: number): Promise<void> {
      if (!counts.has(alarmId)) return Promise.resolve();
      return new Promise((resolve) => waiters.set(alarmId, [...(waiters.get(alarmId) ?? []), resolve]));
    },
  };
}
