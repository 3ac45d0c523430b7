import type { Migration } from 'kysely/migration';
import { int, text, type UntypedDb } from '../migration-kit.ts';

/**
 * Session families (every token belongs to one login, which ends as a whole and at an absolute expiry), one
 * two-factor challenge per user with a hashed code, and the user-level two-factor counters. Pending challenges
 * are minutes-long: the old per-token table is dropped rather than carried over.
 */
export const sessionFamilies: Migration = {
  async up(db: UntypedDb) {
    await db.schema
      .createTable('session_families')
      .addColumn('FamilyId', text, (c) => c.primaryKey())
      .addColumn('RespondentId', int, (c) => c.notNull())
      .addColumn('CreatedAt', text, (c) => c.notNull())
      .addColumn('AbsoluteExpiresAt', text, (c) => c.notNull())
      .addColumn('RevokedAt', text)
      .addColumn('LinkHash', text)
      .execute();
    await db.schema.createIndex('session_families_respondent').on('session_families').column('RespondentId').execute();
    await db.schema.alterTable('tokens').addColumn('FamilyId', text).execute();
    await db.schema.createIndex('tokens_family').on('tokens').column('FamilyId').execute();
    await db.schema.dropTable('two_factor_challenges').execute();
    await db.schema
      .createTable('two_factor_challenges')
      .addColumn('RespondentId', int, (c) => c.primaryKey())
      .addColumn('ChallengeId', text, (c) => c.notNull())
      .addColumn('TokenHash', text, (c) => c.notNull())
      .addColumn('CodeHash', text)
      .addColumn('ExpiresAt', text, (c) => c.notNull())
      .execute();
    await db.schema.alterTable('respondents').addColumn('TwoFactorFailures', int, (c) => c.notNull().defaultTo(0)).execute();
    await db.schema.alterTable('respondents').addColumn('TwoFactorFailedAt', text).execute();
    await db.schema.alterTable('respondents').addColumn('TotpLastStep', int).execute();
  },
};
