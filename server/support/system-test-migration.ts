import type { Migration } from 'kysely/migration';
import type { UntypedDb } from '../storage/migration-kit.ts';

/**
 * qa-supervisor P2-8: the system test's latest run, one row per check, in the shared database: every instance of a
 * cluster answers the same rows, whichever ran the test.
 */
export const systemTestResultsMigration: Migration = {
  async up(db: UntypedDb) {
    await db.schema
      .createTable('system_test_results')
      .addColumn('CheckIndex', 'integer', (c) => c.primaryKey())
      .addColumn('StartedAt', 'text', (c) => c.notNull())
      .addColumn('Successful', 'integer')
      .execute();
  },
};

export interface SystemTestResultTable {
  /** The check's place in SYSTEM_CHECKS. */
  CheckIndex: number;
  StartedAt: string;
  /** 0/1 once the check answered; null while it runs. */
  Successful: number | null;
}
