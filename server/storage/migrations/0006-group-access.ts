import type { Migration } from 'kysely/migration';
import { int, type UntypedDb } from '../migration-kit.ts';

/** Operators seeded by the demo before 0006 (their RemoteId is `R-<username>`): marked so ARC_DEMO=0 can disable them. */
const DEMO_REMOTE_IDS = ['R-anna', 'R-bjorn', 'R-cecilia', 'R-david', 'R-eva', 'R-frida'];

/**
 * The respondent groups each operator may join (existing operators keep the groups they are in), the monitored user
 * a one-time link was made for (its session is confined to that user), the centre's test users, and demo accounts.
 */
export const groupAccess: Migration = {
  async up(db: UntypedDb) {
    await db.schema
      .createTable('respondent_group_access')
      .addColumn('RespondentId', int, (c) => c.notNull())
      .addColumn('RespondentGroupId', int, (c) => c.notNull())
      .addPrimaryKeyConstraint('respondent_group_access_pk', ['RespondentId', 'RespondentGroupId'])
      .execute();
    await db
      .insertInto('respondent_group_access')
      .columns(['RespondentId', 'RespondentGroupId'])
      .expression(db.selectFrom('group_members').select(['RespondentId', 'RespondentGroupId']))
      .execute();
    await db.schema.alterTable('url_logins').addColumn('UserId', int).execute();
    await db.schema.alterTable('tokens').addColumn('UserId', int).execute();
    await db.schema.alterTable('monitored_users').addColumn('TestUser', int, (c) => c.notNull().defaultTo(0)).execute();
    await db.schema.alterTable('respondents').addColumn('DemoAccount', int, (c) => c.notNull().defaultTo(0)).execute();
    await db.updateTable('respondents').set({ DemoAccount: 1 }).where('RemoteId', 'in', DEMO_REMOTE_IDS).execute();
  },
};
