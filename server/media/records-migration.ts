import type { Generated } from 'kysely';
import type { Migration } from 'kysely/migration';
import { type SqlDialectName, type UntypedDb, withId } from '../storage/migration-kit.ts';

/**
 * The links, measurements and media of a person (AlarmId null: shown with each of the person's alarms) or of one
 * alarm (as ingested with it). Before this table the server made them up for every alarm.
 */
export function personRecordsMigration(dialect: SqlDialectName): Migration {
  return {
    async up(db: UntypedDb) {
      await withId(db.schema.createTable('person_records'), 'Id', dialect)
        .addColumn('UserId', 'integer', (c) => c.notNull())
        .addColumn('AlarmId', 'integer')
        .addColumn('Kind', 'text', (c) => c.notNull())
        .addColumn('Body', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('person_records_user').on('person_records').columns(['UserId', 'AlarmId']).execute();
    },
  };
}

export type PersonRecordKind = 'link' | 'measurement' | 'image' | 'sound' | 'video';

export interface PersonRecordTable {
  Id: Generated<number>;
  UserId: number;
  /** Null: the person's record, shown with every alarm of the person; else the alarm it came with. */
  AlarmId: number | null;
  Kind: PersonRecordKind;
  /** JSON: the item as the alarm page reads it (a Link, Measurement or media item of the contract). */
  Body: string;
}
