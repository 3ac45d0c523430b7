import type { Migration } from 'kysely/migration';
import type { UntypedDb } from '../storage/migration-kit.ts';

/**
 * 0012_command_details: what an alarm command needs beyond its transmitter row (calls §3, CMD-02, CMD-52): where the
 * section shows it (Display: BUTTON or INLINEBUTTON; empty for product and in-call commands, which keep their
 * numeric CommandType), the options of pickers and selects (CommandArgs), and its group's label and order.
 */
export const commandDetails: Migration = {
  async up(db: UntypedDb) {
    await db.schema.alterTable('commands').addColumn('Display', 'text', (c) => c.notNull().defaultTo('')).execute();
    await db.schema.alterTable('commands').addColumn('CommandArgs', 'text', (c) => c.notNull().defaultTo('')).execute();
    await db.schema.alterTable('commands').addColumn('GroupKey', 'text', (c) => c.notNull().defaultTo('')).execute();
    await db.schema.alterTable('commands').addColumn('GroupOrder', 'integer', (c) => c.notNull().defaultTo(0)).execute();
  },
};
