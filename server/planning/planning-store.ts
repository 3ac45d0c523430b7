import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

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

// A migration sees the database as it was then (see migrations.ts), so it is untyped.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- no schema type fits every migration
type UntypedDb = Kysely<any>;

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
