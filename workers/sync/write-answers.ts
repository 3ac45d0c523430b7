import { AlarmDetailsSchema, ListedAlarmSchema, type EndpointDef, type EndpointName, endpoints } from '../../src/contract/index.ts';
import { listedAlarmOf } from '../../src/domain/listed-alarm.ts';
import { loadAlarmBasic, loadOpenAlarm } from './loaders.ts';
import { applyNoteAnswer } from './notes.ts';
import type { UserContext } from './user-context.ts';

/** The write whose answer is applied: its endpoint says what the answer is, its alarm where it belongs. */
export interface AnsweredWrite {
  endpoint: string;
  alarmId: number | null;
}

/**
 * A write's answer is used only as what its endpoint says it is (the contract's `answers`): a note refreshes its
 * notes and never touches the alarm's row; an alarm goes straight into IndexedDB. A write whose answer carries
 * nothing the console stores gets the alarm it changed reloaded.
 */
export async function applyWriteAnswer(ctx: UserContext, write: AnsweredWrite, answer: unknown): Promise<void> {
  const { alarmId } = write;
  if (alarmId === null) return;
  switch ((endpoints[write.endpoint as EndpointName] as EndpointDef).answers) {
    case 'note':
      return applyNoteAnswer(ctx, alarmId, answer);
    case 'alarm':
      return applyAlarmAnswer(ctx, alarmId, answer);
    case undefined:
      return reloadAlarm(ctx, alarmId);
  }
}

/**
 * The changed alarm: as its page shows it (the reference server), it gives the list its row (without the log) and,
 * while open, is the page's details, so nothing is loaded again, unless it moved to another user (whose person,
 * history and notes the page shows). A list row alone (or nothing, the existing backend) leaves the open page to load.
 */
async function applyAlarmAnswer(ctx: UserContext, alarmId: number, answer: unknown): Promise<void> {
  const details = AlarmDetailsSchema.safeParse(answer);
  if (details.success && details.data.AlarmId === alarmId) {
    ctx.writer.put([listedAlarmOf(details.data)]);
    if (!ctx.openAlarmIds().has(alarmId)) return;
    const shown = await ctx.db.alarmDetails.get(alarmId);
    await ctx.db.alarmDetails.put(details.data);
    if (shown && shown.UserId !== details.data.UserId) await loadOpenAlarm(ctx, alarmId);
    return;
  }
  const row = ListedAlarmSchema.safeParse(answer);
  if (row.success && row.data.AlarmId === alarmId) ctx.writer.put([row.data]);
  else await loadAlarmBasic(ctx, alarmId);
  if (ctx.openAlarmIds().has(alarmId)) await loadOpenAlarm(ctx, alarmId);
}

async function reloadAlarm(ctx: UserContext, alarmId: number): Promise<void> {
  await loadAlarmBasic(ctx, alarmId);
  if (ctx.openAlarmIds().has(alarmId)) await loadOpenAlarm(ctx, alarmId);
}
