import type { ListedAlarm } from '../../src/contract/index.ts';
import type { ArcDatabase } from '../../src/db/database.ts';

/** Marks a command used on an alarm (CMD-33, CMD-34). */
export async function markCommandUsed(db: ArcDatabase, alarmId: number, commandId: number, now: number): Promise<void> {
  await db.usedCommands.put({ AlarmId: alarmId, CommandId: commandId, usedAt: now });
}

/**
 * Forgets the used commands of alarms that ended (inactive) or left this user's view (CMD-35); logout clears the
 * whole table with the rest of the user's data (clear-user-data.ts). Runs inside the alarm writer's transaction.
 */
export async function forgetEndedAlarms(db: ArcDatabase, puts: readonly ListedAlarm[], deletes: readonly number[]): Promise<void> {
  const ended = [...deletes, ...puts.filter((alarm) => !alarm.Active).map((alarm) => alarm.AlarmId)];
  if (ended.length && (await db.usedCommands.count())) await db.usedCommands.where('AlarmId').anyOf(ended).delete();
}
