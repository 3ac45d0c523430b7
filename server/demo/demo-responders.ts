import type { ServerContext } from '../context.ts';
import { changeOf, publishAlarmChange } from '../push/notify.ts';
import { findAlarms } from '../alarms/alarm-queries.ts';
import { changeAlarm, insertLog } from '../alarms/alarm-store.ts';
import { LogEvent, said } from '../alarms/log-events.ts';
import { writeTransaction } from '../storage/transactions.ts';

/** How long a demo responder takes to accept a call-out; ARC_DEMO_RESPONDER_MS shortens it for tests. */
const acceptAfterMs = () => Number(process.env.ARC_DEMO_RESPONDER_MS ?? 8000);

/**
 * In the demo centre a called-out responder who is logged in and active accepts after a while: the call
 * gets its AcceptedAt, the alarm a log line, and everyone who sees the alarm a push, as a real responder's answer
 * would arrive. A call recalled or sent again in the meantime is left alone.
 */
export function answerDemoCallOuts(ctx: ServerContext): void {
  ctx.responderCalls.add(({ alarmId, resource, calledAt }) => {
    const timer = setTimeout(() => {
      acceptDemoCall(ctx, alarmId, resource, calledAt).catch((error: unknown) => ctx.log.warn({ err: error, alarmId }, 'demo responder could not accept'));
    }, acceptAfterMs());
    timer.unref();
  });
}

async function acceptDemoCall(ctx: ServerContext, alarmId: number, resource: string, calledAt: string): Promise<void> {
  const after = await writeTransaction(ctx.db, async (trx) => {
    const call = await trx.selectFrom('resource_calls').select(['CalledAt', 'AcceptedAt', 'DeactivateAlarmWhenAllDone']).where('AlarmId', '=', alarmId).where('Resource', '=', resource).executeTakeFirst();
    if (!call || call.CalledAt !== calledAt || call.AcceptedAt) return undefined;
    const responder = await trx
      .selectFrom('contacts')
      .select(['Name'])
      .where('ContactId', '=', Number(resource))
      .where('ResourceLoggedIn', '=', 1)
      .where('ResourceActive', '=', 1)
      .executeTakeFirst();
    if (!responder) return undefined;
    const now = ctx.clock.now().toISOString();
    await trx.updateTable('resource_calls').set({ AcceptedAt: now }).where('AlarmId', '=', alarmId).where('Resource', '=', resource).execute();
    await changeAlarm(trx, alarmId, {}, now);
    const line = said('resourceAccepted', { name: responder.Name });
    await insertLog(trx, {
      AlarmId: alarmId,
      Created: now,
      ...LogEvent.note,
      LogText: line.text,
      RespondentId: null,
      RespondentName: responder.Name,
      ContactId: Number(resource),
      Name: responder.Name,
      Username: '',
      EventCode: line.code,
      EventParams: JSON.stringify(line.params),
    });
    const open = await trx.selectFrom('resource_calls').select('Resource').where('AlarmId', '=', alarmId).where('AcceptedAt', 'is', null).execute();
    if (call.DeactivateAlarmWhenAllDone === 1 && open.length === 0) {
      // RES-16: the operator asked for the alarm to end once every called-out responder has taken over.
      await changeAlarm(trx, alarmId, { Active: 0, NotifyAfter: null }, now);
      const done = said('resourcesAllDone');
      await insertLog(trx, { ...system(alarmId, now), ...LogEvent.cleared, LogText: done.text, EventCode: done.code, EventParams: JSON.stringify(done.params) });
    }
    const [record] = await findAlarms(trx, { alarmIds: [alarmId] });
    return record;
  });
  if (!after) return;
  await publishAlarmChange(ctx, changeOf(after));
}

/** The author fields of a line the centre writes itself. */
function system(alarmId: number, now: string) {
  return { AlarmId: alarmId, Created: now, RespondentId: null, RespondentName: '', ContactId: null, Name: '', Username: '' };
}
