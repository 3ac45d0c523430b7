import type { ArcDatabase } from '../../src/db/database.ts';
import { VIEWED_MEMORY_DAYS } from '../../src/domain/constants.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Marks an alarm viewed; marks older than 7 days are dropped (core §4 "Alarm list effects"). */
export async function markViewed(db: ArcDatabase, alarmId: number, now: number): Promise<void> {
  await db.viewed.put({ AlarmId: alarmId, viewedAt: now });
  await pruneViewed(db, now);
}

export async function pruneViewed(db: ArcDatabase, now: number): Promise<void> {
  await db.viewed.where('viewedAt').below(now - VIEWED_MEMORY_DAYS * DAY_MS).delete();
}
