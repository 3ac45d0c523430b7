import type { ArcDatabase } from '../../src/db/database.ts';

/**
 * Clears a user's local data when the session ends. Writes still waiting in the outbox stay, so the operator's
 * notes and reasons are sent when the same user logs in again; refused writes go. Only this user's database is
 * touched: another user never opens it.
 */
export async function clearUserData(db: ArcDatabase): Promise<void> {
  const tables = db.tables.filter((table) => table.name !== 'outbox');
  await db.transaction('rw', db.tables, async () => {
    await Promise.all(tables.map((table) => table.clear()));
    await db.outbox.where('state').equals('failed').delete();
  });
}
