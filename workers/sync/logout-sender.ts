import type { ArcDatabase } from '../../src/db/database.ts';
import type { EngineEffects } from './effects.ts';
import type { Http } from './http.ts';
import { createOutbox } from './outbox.ts';
import { sendOutboxRow } from './outbox-send.ts';

const carriesOwnToken = (row: { auth?: unknown }) => row.auth !== undefined;

/**
 * Sends the logouts a user's outbox still holds after that session ended in the console (logged out offline, or
 * the server unreachable): each carries the token of the session it ends and goes as soon as the network is back.
 * The user's other waiting writes stay for that user's next login. Stops once nothing is left to send.
 */
export function sendQueuedLogouts(db: ArcDatabase, http: Http, effects: Pick<EngineEffects, 'clock' | 'network' | 'randomId'>): void {
  const outbox = createOutbox({
    db,
    clock: effects.clock,
    network: effects.network,
    randomId: effects.randomId,
    accepts: carriesOwnToken,
    send: (row) => sendOutboxRow(http, row),
    onDelivered: () => {
      void db.outbox.filter(carriesOwnToken).count().then((left) => {
        if (left === 0) outbox.dispose();
      });
    },
  });
  void outbox.flush();
}
