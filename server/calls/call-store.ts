import { randomBytes } from 'node:crypto';
import type { ServerContext } from '../context.ts';
import type { Db } from '../storage/database.ts';
import type { CallOperator } from './call-log.ts';
import type { CallRow, Participant } from './call-view.ts';

/* The queries the calls service and the provider's call events share: a call's row and the operators on calls. */

export function findCall(db: Db, callSid: string): Promise<CallRow | undefined> {
  return db.selectFrom('calls').selectAll().where('CallSid', '=', callSid).executeTakeFirst();
}

export function operatorById(db: Db, respondentId: number): Promise<CallOperator> {
  return db.selectFrom('respondents').select(['RespondentId', 'Name', 'Username']).where('RespondentId', '=', respondentId).executeTakeFirstOrThrow();
}

/** An operator with cloud telephony (only they have a softphone to ring). */
export function telephonyOperator(db: Db, username: string): Promise<CallOperator | undefined> {
  return db.selectFrom('respondents').select(['RespondentId', 'Name', 'Username']).where('Username', '=', username).where('TwilioUserName', 'is not', null).executeTakeFirst();
}

/** A new ringing call with its party (the far end) as the first participant; answers its sid. */
export async function insertCall(
  ctx: ServerContext,
  call: Pick<CallRow, 'RespondentId' | 'AlarmId' | 'GlobalAlarmId' | 'Direction' | 'CallFrom' | 'CallTo' | 'VoiceUnit' | 'AutoHangUpAt'>,
): Promise<string> {
  const callSid = `CA${randomBytes(16).toString('hex')}`;
  const party = call.Direction === 'incoming' ? call.CallFrom : call.CallTo;
  await ctx.db
    .insertInto('calls')
    .values({
      ...call,
      CallSid: callSid,
      State: 'ringing',
      Take: 0,
      Participants: JSON.stringify([await participant(ctx.db, party)]),
      Conference: null,
      InitiatedAt: ctx.clock.now().toISOString(),
      AnsweredAt: null,
      OnHoldAt: null,
      EndedAt: null,
    })
    .execute();
  return callSid;
}

/** A number's display name: a monitored user or a contact with that number, else the number. */
async function participant(db: Db, number: string): Promise<Participant> {
  const user = await db.selectFrom('monitored_users').select(['Name', 'LastName']).where('TelephoneNumber', '=', number).executeTakeFirst();
  if (user) return { TelephoneNumber: number, DisplayName: `${user.Name} ${user.LastName}`.trim() };
  const contact = await db
    .selectFrom('contacts')
    .select('Name')
    .where((eb) => eb.or([eb('Telephone1', '=', number), eb('Telephone2', '=', number), eb('Telephone3', '=', number)]))
    .executeTakeFirst();
  return { TelephoneNumber: number, DisplayName: contact?.Name ?? number };
}
