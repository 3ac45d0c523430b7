import { FLOOD_RATE_SETTING, readFloodThreshold } from '../../src/domain/flood.ts';
import type { Db } from '../storage/database.ts';

/** How many alarms joined the list in each group since the window's start (by the RaisedAt index; groups without any are absent). */
export async function raisedSince(db: Db, since: string): Promise<Map<number, number>> {
  const rows = await db.selectFrom('alarms').select(['RespondentGroupId', (eb) => eb.fn.countAll<number>().as('n')]).where('RaisedAt', '>=', since).groupBy('RespondentGroupId').execute();
  return new Map(rows.map((row) => [row.RespondentGroupId, Number(row.n)]));
}

/** The groups of each of these operators. */
export async function groupsOf(db: Db, respondentIds: number[]): Promise<Map<number, number[]>> {
  const rows = await db.selectFrom('group_members').select(['RespondentId', 'RespondentGroupId']).where('RespondentId', 'in', respondentIds).execute();
  const groups = new Map<number, number[]>();
  for (const row of rows) groups.set(row.RespondentId, [...(groups.get(row.RespondentId) ?? []), row.RespondentGroupId]);
  return groups;
}

/** The centre's flood threshold (setting FLOOD_ALARMS_PER_MINUTE). */
export async function floodThreshold(db: Db): Promise<number> {
  const row = await db.selectFrom('settings').select('Value').where('Key', '=', FLOOD_RATE_SETTING).executeTakeFirst();
  return readFloodThreshold(row?.Value);
}
