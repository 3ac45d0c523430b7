import Database from 'better-sqlite3';

/** The e2e server's database (as in test-data.ts): the demo has no API to plan thousands of alarms at once. */
const DB_FILE = `data/e2e-${process.env.E2E_PORT ?? 4917}.sqlite`;

/**
 * Copies a planned alarm `count` times in the database, each with its own global id and text `${prefix} n`, to
 * measure the planning grid with a large group's worth of visits.
 */
export function copyPlannedAlarm(alarmId: number, count: number, prefix: string): void {
  const db = new Database(DB_FILE);
  const columns = (db.prepare('PRAGMA table_info(alarms)').all() as { name: string; pk: number }[]).filter((c) => c.pk === 0).map((c) => c.name);
  const values = columns.map((c) => (c === 'GlobalAlarmId' ? 'lower(hex(randomblob(16)))' : c === 'AlarmText' ? `? || ' ' || n.i` : `a.${c}`));
  db.prepare(
    `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ?)
     INSERT INTO alarms (${columns.join(', ')}) SELECT ${values.join(', ')} FROM alarms a, n WHERE a.AlarmId = ?`,
  ).run(count, prefix, alarmId);
  db.close();
}
