import { randomBytes } from 'node:crypto';
import type { Migration } from 'kysely/migration';
import type { UntypedDb } from '../storage/migration-kit.ts';

/**
 * Security #NL3: each upload is its own row (an operator's newest few are kept, see browser-log-service.ts), named
 * by the uploading session's operator, not by the name the console sent. The one row per operator moves over.
 */
export const browserLogUploadsMigration: Migration = {
  async up(db: UntypedDb) {
    await db.schema
      .createTable('browser_log_uploads')
      .addColumn('Id', 'text', (c) => c.primaryKey())
      .addColumn('RespondentId', 'integer', (c) => c.notNull())
      .addColumn('Username', 'text', (c) => c.notNull())
      .addColumn('Data', 'text', (c) => c.notNull())
      .addColumn('ReceivedAt', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('browser_log_uploads_respondent').on('browser_log_uploads').columns(['RespondentId', 'ReceivedAt']).execute();
    const rows = (await db.selectFrom('browser_logs as l').innerJoin('respondents as r', 'r.RespondentId', 'l.RespondentId').select(['l.RespondentId', 'r.Username', 'l.Data', 'l.ReceivedAt']).execute()) as Omit<BrowserLogUploadTable, 'Id'>[];
    for (const row of rows) await db.insertInto('browser_log_uploads').values({ ...row, Id: randomBytes(12).toString('hex') }).execute();
    await db.schema.dropTable('browser_logs').execute();
  },
};

export interface BrowserLogUploadTable {
  Id: string;
  RespondentId: number;
  /** The user name of the operator whose session uploaded it. */
  Username: string;
  /** The lines as one text. */
  Data: string;
  ReceivedAt: string;
}
