import type { Alarm } from '../../src/contract/index.ts';
import { loadAlarmBasic, loadOpenAlarm } from './loaders.ts';
import { applyNoteAnswer } from './notes.ts';
import type { UserContext } from './user-context.ts';

/**
 * A write's answer is used: an updated alarm in it goes straight into IndexedDB (no reload of what it carries); only
 * an open alarm's details, history and attachments, which the answer does not carry, are loaded. A backend that
 * answers nothing gets the reload.
 */
export async function applyWriteAnswer(ctx: UserContext, alarmId: number | null, answer: unknown): Promise<void> {
  if (alarmId === null) return;
  await applyNoteAnswer(ctx, alarmId, answer);
  if (isAlarm(answer) && answer.AlarmId === alarmId) ctx.writer.put([answer]);
  else await loadAlarmBasic(ctx, alarmId);
  if (ctx.openAlarmIds().has(alarmId)) await loadOpenAlarm(ctx, alarmId);
}

/** The contract checked the answer already (AlarmWriteAnswerSchema): an object with an AlarmId is the alarm. */
function isAlarm(answer: unknown): answer is Alarm {
  return typeof answer === 'object' && answer !== null && typeof (answer as { AlarmId?: unknown }).AlarmId === 'number';
}
