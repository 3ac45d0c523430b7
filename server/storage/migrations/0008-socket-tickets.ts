import type { Migration } from 'kysely/migration';
import { text, type UntypedDb } from '../migration-kit.ts';

/**
 * One-use push-socket tickets (security #16): stored hashed, bound to the access token that asked, so the ticket
 * dies with that session.
 */
export const socketTickets: Migration = {
  async up(db: UntypedDb) {
    await db.schema
      .createTable('socket_tickets')
      .addColumn('TicketHash', text, (c) => c.primaryKey())
      .addColumn('AccessTokenHash', text, (c) => c.notNull())
      .addColumn('ExpiresAt', text, (c) => c.notNull())
      .execute();
  },
};
