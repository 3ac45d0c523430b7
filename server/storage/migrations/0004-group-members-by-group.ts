import type { Migration } from 'kysely/migration';
import type { UntypedDb } from '../migration-kit.ts';

/** The fan-out of every alarm change reads the members of the alarm's group (the primary key leads with the respondent). */
export const groupMembersByGroup: Migration = {
  async up(db: UntypedDb) {
    await db.schema.createIndex('group_members_group').on('group_members').columns(['RespondentGroupId', 'RespondentId']).execute();
  },
};
