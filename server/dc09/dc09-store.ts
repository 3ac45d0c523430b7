import { NOTE_TYPE } from '../../src/contract/index.ts';
import type { ServerContext } from '../context.ts';
import { publishUserChange } from '../push/notify.ts';
import { writeTransaction } from '../storage/transactions.ts';
import type { Dc09AccountTable, Dc09EventTable } from './dc09-migration.ts';
import type { Dc09Event } from './event-code.ts';

/** The person alarms from unknown accounts are raised on, made at the first such alarm. */
export const UNASSIGNED_EXTERNAL_ID = 'dc09-unassigned';

export type Dc09AccountRow = Omit<Dc09AccountTable, 'AesKey'> & { key: Buffer | undefined };

/** The account's row with its key opened; undefined for an account the centre does not know. */
export async function findDc09Account(ctx: ServerContext, account: string): Promise<Dc09AccountRow | undefined> {
  const row = await ctx.db.selectFrom('dc09_accounts').selectAll().where('Account', '=', account).executeTakeFirst();
  if (!row) return undefined;
  const { AesKey, ...rest } = row;
  const hex = AesKey === null ? null : ctx.secrets.open(AesKey);
  return { ...rest, key: hex === null ? undefined : Buffer.from(hex, 'hex') };
}

export function findDc09EventRow(ctx: ServerContext, event: Dc09Event): Promise<Dc09EventTable | undefined> {
  return ctx.db
    .selectFrom('dc09_events')
    .selectAll()
    .where('Kind', '=', event.kind)
    .where('Code', '=', event.code)
    .where('Restore', '=', event.restore ? 1 : 0)
    .executeTakeFirst();
}

/** Makes the person unknown accounts' alarms are raised on, once (in the write transaction: one per database). */
export async function ensureUnassignedPerson(ctx: ServerContext): Promise<void> {
  await writeTransaction(ctx.db, async (trx) => {
    const found = await trx.selectFrom('monitored_users').select('UserId').where('ExternalId', '=', UNASSIGNED_EXTERNAL_ID).executeTakeFirst();
    if (found) return;
    await trx
      .insertInto('monitored_users')
      .values({ ExternalId: UNASSIGNED_EXTERNAL_ID, Name: 'Unknown', LastName: 'alarm unit', NationalIdNumber: '', TelephoneNumber: '', ExchangeTelephoneNumber: '', Color: '', PositioningEnabled: 0, SubscriptionActive: 1, ResponseCenterComment: 'Alarms from DC-09 accounts the centre has not assigned to a person', Organization: '', Profile: '{}' })
      .execute();
  });
}

/** A technical note on the person: what the unit reported that is logged rather than raised. */
export async function logOnPerson(ctx: ServerContext, userId: number, text: string): Promise<void> {
  await writeTransaction(ctx.db, (trx) =>
    trx.insertInto('notes').values({ UserId: userId, AlarmId: null, NoteType: NOTE_TYPE.technical, Note: text, AdminName: 'DC-09', Created: ctx.clock.now().toISOString() }).execute(),
  );
  await publishUserChange(ctx, userId);
}
