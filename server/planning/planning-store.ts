import type { Migration } from 'kysely/migration';
import type { UntypedDb } from '../storage/migration-kit.ts';

/** What the planning edit page and the demo schedules add to a planned alarm, one row per alarm. */
export interface PlanningTable {
  AlarmId: number;
  Product: string;
  /** JSON of the contract's Schedule, or null: always active (PLAN-33). */
  Schedule: string | null;
}

declare module '../storage/schema.ts' {
  interface Database {
    planning: PlanningTable;
  }
}

/** Migration 0019_planning. */
export const planningMigration: Migration = {
  async up(db: UntypedDb) {
    await db.schema
      .createTable('planning')
      .addColumn('AlarmId', 'integer', (c) => c.primaryKey())
      .addColumn('Product', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('Schedule', 'text')
      .execute();
  },
};
