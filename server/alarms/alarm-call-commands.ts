import type { ListedAlarm, AlarmDetails, AlarmRef } from '../../src/contract/index.ts';
import type { ServerContext } from '../context.ts';
import type { Trx } from '../storage/database.ts';
import { ServiceError, invalid } from '../services/errors.ts';
import type { Principal } from '../services/principal.ts';
import { callParty } from '../calls/call-party.ts';
import type { AlarmRecord } from './alarm-queries.ts';
import { OWNER_ACTIVE, changeAlarmAs, changeAlarmForPage } from './alarm-change.ts';
import { said } from './log-events.ts';

// The alarm's log lines about calls: the note after a call, a call the operator registered.

/**
 * POST callnote/{sid}: the note written after a call about the alarm (qa-handling P1-2). The call authorises it as
 * well as the alarm's ownership, so the operator who took part in the call writes its note even when a colleague has
 * taken the alarm over meanwhile.
 */
export function addCallNote(ctx: ServerContext, principal: Principal, ref: AlarmRef, callSid: string, note: string): Promise<AlarmDetails> {
  return changeAlarmForPage(ctx, principal, ref, { owner: false, active: false }, async (record, trx) => {
    if (record.RespondentId !== principal.respondentId && !(await tookPartInCall(trx, principal, record, callSid))) {
      throw new ServiceError('NOT_OWNER_ALARM', 'Only the alarm\'s owner or an operator who took part in the call writes its note');
    }
    const number = await callPartyNumber(trx, record, callSid);
    // The call names its party, never its sid (qa-handling P2-4); a call this server does not know is the note alone.
    return { log: { event: 'note', ...(number === undefined ? said('callNoteOnly', { note }) : said('callNote', { party: await callParty(trx, record.AlarmId, number), note })) } };
  });
}

/** The far end's number of the alarm's call `callSid`; undefined for a call this server does not know. */
async function callPartyNumber(trx: Trx, record: AlarmRecord, callSid: string): Promise<string | undefined> {
  const call = await trx
    .selectFrom('calls')
    .select(['Direction', 'CallFrom', 'CallTo'])
    .where('CallSid', '=', callSid)
    .where((eb) => eb.or([eb('AlarmId', '=', record.AlarmId), eb('GlobalAlarmId', '=', record.GlobalAlarmId)]))
    .executeTakeFirst();
  return call && (call.Direction === 'incoming' ? call.CallFrom : call.CallTo);
}

async function tookPartInCall(trx: Trx, principal: Principal, record: AlarmRecord, callSid: string): Promise<boolean> {
  const call = await trx
    .selectFrom('calls')
    .select('CallSid')
    .where('CallSid', '=', callSid)
    .where('RespondentId', '=', principal.respondentId)
    .where((eb) => eb.or([eb('AlarmId', '=', record.AlarmId), eb('GlobalAlarmId', '=', record.GlobalAlarmId)]))
    .executeTakeFirst();
  return call !== undefined;
}

/** POST registercall/{contact_id}: the operator called a contact (or the user, contact 0). */
export function registerCall(ctx: ServerContext, principal: Principal, ref: AlarmRef, contactId: number, telephone: string): Promise<ListedAlarm> {
  return changeAlarmAs(ctx, principal, ref, OWNER_ACTIVE, async (alarm, trx) => {
    // The centre's own responders have negative ContactIds: any id but 0 names a contact.
    const contact = contactId !== 0 ? await trx.selectFrom('contacts').select(['Name']).where('ContactId', '=', contactId).where('UserId', '=', alarm.UserId).executeTakeFirst() : undefined;
    if (contactId !== 0 && !contact) throw invalid('contact_id', 'No such contact of this user');
    return { log: { event: 'note', ...(contact ? said('calledContact', { name: contact.Name, telephone }) : said('calledUser', { telephone })) } };
  });
}
