import type { Generated } from 'kysely';
import type { Migration } from 'kysely/migration';
import { type SqlDialectName, type UntypedDb, withId } from '../storage/migration-kit.ts';

/** The audit trail (security #NM7): rows are only ever added, and deleted by the retention prune. */
export function auditMigration(dialect: SqlDialectName): Migration {
  return {
    async up(db: UntypedDb) {
      await withId(db.schema.createTable('audit_events'), 'Id', dialect)
        .addColumn('At', 'text', (c) => c.notNull())
        .addColumn('Event', 'text', (c) => c.notNull())
        .addColumn('RespondentId', 'integer')
        .addColumn('Username', 'text')
        .addColumn('FamilyId', 'text')
        .addColumn('UserId', 'integer')
        .addColumn('RequestId', 'text')
        .addColumn('Details', 'text')
        .execute();
      await db.schema.createIndex('audit_events_respondent').on('audit_events').columns(['RespondentId', 'Id']).execute();
      await db.schema.createIndex('audit_events_user').on('audit_events').columns(['UserId', 'Id']).execute();
      await db.schema.createIndex('audit_events_at').on('audit_events').column('At').execute();
    },
  };
}

export interface AuditEventTable {
  Id: Generated<number>;
  At: string;
  /** What happened (AuditEventName). */
  Event: string;
  /** The operator who did it; null when no operator is known (a login under an unknown name). */
  RespondentId: number | null;
  Username: string | null;
  /** The login (session family) it happened in. */
  FamilyId: string | null;
  /** The monitored person it concerned. */
  UserId: number | null;
  RequestId: string | null;
  /** JSON: what else tells the event apart (route, status, keys); never a token or a text's content. */
  Details: string | null;
}
