import type { ArcDatabase } from '../../src/db/database.ts';
import type { OutboxRow } from '../../src/db/rows.ts';
import type { Failure } from '../../src/sync-client/failure.ts';
import type { EngineEffects } from './effects.ts';
import type { Http } from './http.ts';
import { createOutbox, type Outbox } from './outbox.ts';
import { sendOutboxRow } from './outbox-send.ts';
import type { createWritesInFlight } from './writes-in-flight.ts';

export interface UserOutboxOptions {
  db: ArcDatabase;
  effects: EngineEffects;
  http: Http;
  inFlight: ReturnType<typeof createWritesInFlight>;
  /** Uses a delivered write's answer (see write-answers.ts). */
  apply(row: OutboxRow, answer: unknown): Promise<void>;
  /** A queued write the server refused after its command had answered. */
  onRefused(error: Failure): void;
}

/** The user's outbox of writes that may wait; each write counts as on its way until its answer is applied. */
export function createUserOutbox({ db, effects, http, inFlight, apply, onRefused }: UserOutboxOptions): Outbox {
  /** Writes sent and not yet answered-and-applied, by key. */
  const sending = new Map<string, () => void>();
  return createOutbox({
    db,
    clock: effects.clock,
    network: effects.network,
    randomId: effects.randomId,
    send: async (row) => {
      const done = inFlight.begin(row.alarmId);
      const outcome = await sendOutboxRow(http, row);
      if (outcome.kind === 'done') sending.set(row.key, done);
      else done();
      return outcome;
    },
    onDelivered: (row, answer) => {
      const done = sending.get(row.key) ?? (() => undefined);
      sending.delete(row.key);
      void apply(row, answer).finally(done);
    },
    onRefused: (_row, error) => onRefused(error),
  });
}
