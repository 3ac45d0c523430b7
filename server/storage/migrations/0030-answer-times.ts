import type { Migration } from 'kysely/migration';
import type { UntypedDb } from '../migration-kit.ts';

/**
 * Each alarm's time to take-over and to clear from when it joined the list, written with the log line that ends the
 * wait (server/targets/answer-time-store.ts): every instance reads the same figures.
 */
export const answerTimes: Migration = {
  async up(db: UntypedDb) {
    await db.schema
      .createTable('answer_times')
      .addColumn('AlarmId', 'integer', (c) => c.primaryKey())
      .addColumn('ArrivedAt', 'text', (c) => c.notNull())
      .addColumn('TakenAt', 'text')
      .addColumn('TakenBy', 'integer')
      .addColumn('WaitMs', 'integer')
      .addColumn('ClearedAt', 'text')
      .addColumn('ClearMs', 'integer')
      .execute();
    await db.schema.createIndex('answer_times_arrived').on('answer_times').column('ArrivedAt').execute();
    await db.schema.createIndex('answer_times_taken').on('answer_times').columns(['TakenAt', 'TakenBy']).execute();
  },
};
