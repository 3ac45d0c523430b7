import type { AlarmChange } from '../push/cluster-event.ts';
import type { Db } from '../storage/database.ts';

type Waiting = Pick<AlarmChange, 'AlarmId' | 'RespondentGroupId' | 'Active' | 'RespondentId' | 'listed'>;

/** An alarm waits for an operator while it is active, in the list, and nobody has taken it. */
const waits = (alarm: Waiting) => alarm.Active && alarm.RespondentId === null && alarm.listed;

/**
 * Each group's unanswered alarms for the flood banner, kept from the alarm changes every instance hears
 * (server/push/notify.ts) rather than counted among the active alarms at every flood check. The database is counted
 * at the start and again now and then (`recount`), in case a change never reached this instance (a failed bus);
 * changes heard while a count runs are applied over its answer.
 */
export class WaitingTally {
  /** Waiting alarm → its group. */
  private readonly groupOf = new Map<number, number>();
  private readonly perGroup = new Map<number, number>();
  /** The newest change of each alarm heard while a count runs; null when none runs. */
  private heardWhileCounting: Map<number, Waiting> | null = null;

  note(change: Waiting): void {
    this.heardWhileCounting?.set(change.AlarmId, change);
    this.apply(change);
  }

  /** Unanswered alarms in the group. */
  waiting(groupId: number): number {
    return this.perGroup.get(groupId) ?? 0;
  }

  async recount(db: Db): Promise<void> {
    const heard = new Map<number, Waiting>();
    this.heardWhileCounting = heard;
    try {
      const rows = await db.selectFrom('alarms').select(['AlarmId', 'RespondentGroupId']).where('Active', '=', 1).where('RespondentId', 'is', null).where('RaisedAt', 'is not', null).execute();
      this.groupOf.clear();
      this.perGroup.clear();
      for (const row of rows) this.apply({ ...row, Active: true, RespondentId: null, listed: true });
      for (const change of heard.values()) this.apply(change);
    } finally {
      this.heardWhileCounting = null;
    }
  }

  private apply(alarm: Waiting): void {
    const before = this.groupOf.get(alarm.AlarmId);
    if (before !== undefined) {
      this.groupOf.delete(alarm.AlarmId);
      this.perGroup.set(before, (this.perGroup.get(before) ?? 1) - 1);
    }
    if (!waits(alarm)) return;
    this.groupOf.set(alarm.AlarmId, alarm.RespondentGroupId);
    this.perGroup.set(alarm.RespondentGroupId, (this.perGroup.get(alarm.RespondentGroupId) ?? 0) + 1);
  }
}
