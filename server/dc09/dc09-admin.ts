import type { Dc09Account, Dc09Event } from '../../src/contract/index.ts';
import type { ServerContext } from '../context.ts';
import { assertCanWrite, assertFullSession, assertPermission, type Principal } from '../services/principal.ts';
import { writeTransaction } from '../storage/transactions.ts';
import { saveDc09Account, type Dc09AccountInput } from './dc09-accounts.ts';

/** The receiver's tables are the support admin's: who a unit raises alarms for, and what each code raises. */
function assertSupportAdmin(principal: Principal, write: boolean): void {
  assertPermission(principal, 'SkygdSystemAdmin');
  assertFullSession(principal);
  if (write) assertCanWrite(principal);
}

export async function listDc09Accounts(ctx: ServerContext, principal: Principal): Promise<Dc09Account[]> {
  assertSupportAdmin(principal, false);
  const rows = await ctx.db.selectFrom('dc09_accounts').selectAll().orderBy('Account').execute();
  return rows.map((row) => ({
    Account: row.Account,
    UserId: row.UserId,
    Encrypted: row.AesKey !== null,
    RequireEncryption: row.RequireEncryption === 1,
    SupervisionSeconds: row.SupervisionSeconds,
    LastCheckInAt: row.LastCheckInAt,
    ConnectionLost: row.ConnectionLost === 1,
  }));
}

export async function editDc09Account(ctx: ServerContext, principal: Principal, input: Dc09AccountInput): Promise<Record<string, never>> {
  assertSupportAdmin(principal, true);
  await saveDc09Account(ctx, input);
  return {};
}

export async function listDc09Events(ctx: ServerContext, principal: Principal): Promise<Dc09Event[]> {
  assertSupportAdmin(principal, false);
  const rows = await ctx.db.selectFrom('dc09_events').selectAll().orderBy('Kind').orderBy('Code').orderBy('Restore').execute();
  return rows.map((row) => ({ ...row, Kind: row.Kind === 'CID' ? 'CID' : 'SIA', Restore: row.Restore === 1, Raise: row.Raise === 1 }));
}

export async function editDc09Event(ctx: ServerContext, principal: Principal, event: Dc09Event): Promise<Record<string, never>> {
  assertSupportAdmin(principal, true);
  const values = { TextCode: event.TextCode, AlarmText: event.AlarmText, Priority: event.Priority, Template: event.Template, Raise: event.Raise ? 1 : 0 };
  await writeTransaction(ctx.db, (trx) =>
    trx
      .insertInto('dc09_events')
      .values({ Kind: event.Kind, Code: event.Code, Restore: event.Restore ? 1 : 0, ...values })
      .onConflict((conflict) => conflict.columns(['Kind', 'Code', 'Restore']).doUpdateSet(values))
      .execute(),
  );
  return {};
}
