import { FLOOD_RATE_SETTING, readFloodThreshold } from '../../src/domain/flood.ts';
import type { Db } from '../storage/database.ts';

/** A group's alarms that joined the list since the window's start, and its unanswered alarms. */
export interface GroupFlow {
  raised: number;
  waiting: number;
}

/** Each group's flow, from the database so that every instance counts the same (groups without alarms are absent). */
export async function groupFlows(db: Db, since: string): Promise<Map<number, GroupFlow>> {
  const [raised, waiting] = await Promise.all([
    db.selectFrom('alarms').select(['RespondentGroupId', (eb) => eb.fn.countAll<number>().as('n')]).where('RaisedAt', '>=', since).groupBy('RespondentGroupId').execute(),
    db
      .selectFrom('alarms')
      .select(['RespondentGroupId', (eb) => eb.fn.countAll<number>().as('n')])
      .where('Active', '=', 1)
      .where('RespondentId', 'is', null)
      .where('RaisedAt', 'is not', null)
      .groupBy('RespondentGroupId')
      .execute(),
  ]);
  const flows = new Map<number, GroupFlow>();
  const flowOf = (groupId: number) => flows.get(groupId) ?? flows.set(groupId, { raised: 0, waiting: 0 }).get(groupId)!;
  for (const row of raised) flowOf(row.RespondentGroupId).raised = Number(row.n);
  for (const row of waiting) flowOf(row.RespondentGroupId).waiting = Number(row.n);
  return flows;
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
