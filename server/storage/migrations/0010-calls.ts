import type { Migration } from 'kysely/migration';
import { int, text, type UntypedDb } from '../migration-kit.ts';

/** Calls of the reference voice gateway (the operator's active, held and finished calls) and voice tokens. */
export const calls: Migration = {
  async up(db: UntypedDb) {
    await db.schema
      .createTable('calls')
      .addColumn('CallSid', text, (c) => c.primaryKey())
      .addColumn('RespondentId', int, (c) => c.notNull())
      .addColumn('AlarmId', int)
      .addColumn('GlobalAlarmId', text)
      .addColumn('Direction', text, (c) => c.notNull())
      .addColumn('CallFrom', text, (c) => c.notNull())
      .addColumn('CallTo', text, (c) => c.notNull())
      .addColumn('State', text, (c) => c.notNull())
      .addColumn('Take', int, (c) => c.notNull().defaultTo(0))
      .addColumn('Participants', text, (c) => c.notNull())
      .addColumn('Conference', text)
      .addColumn('VoiceUnit', int, (c) => c.notNull().defaultTo(0))
      .addColumn('AutoHangUpAt', text)
      .addColumn('InitiatedAt', text, (c) => c.notNull())
      .addColumn('AnsweredAt', text)
      .addColumn('OnHoldAt', text)
      .addColumn('EndedAt', text)
      .execute();
    await db.schema.createIndex('calls_respondent_state').on('calls').columns(['RespondentId', 'State']).execute();
    await db.schema
      .createTable('voice_tokens')
      .addColumn('TokenHash', text, (c) => c.primaryKey())
      .addColumn('RespondentId', int, (c) => c.notNull())
      .addColumn('FamilyId', text, (c) => c.notNull())
      .addColumn('ExpiresAt', text, (c) => c.notNull())
      .execute();
  },
};
