import type { ServerContext } from '../context.ts';
import { invalid } from '../services/errors.ts';
import { writeTransaction } from '../storage/transactions.ts';
import { isDc09Key } from './aes.ts';

export interface Dc09AccountInput {
  Account: string;
  UserId: number;
  /** 32, 48 or 64 hex digits (AES-128/192/256); null: the unit sends in the clear; undefined: keep it. Stored sealed. */
  Key?: string | null | undefined;
  /** Refuse messages in the clear (needs a key). */
  RequireEncryption: boolean;
  /** 0: not supervised. */
  SupervisionSeconds: number;
}

/** Adds or changes an alarm unit's account (the demo seed, the support admin's endpoint); its key is sealed at rest. */
export async function saveDc09Account(ctx: ServerContext, input: Dc09AccountInput): Promise<void> {
  const account = input.Account.toUpperCase();
  if (!/^[0-9A-F]{3,16}$/.test(account)) throw invalid('params.account', '3 to 16 hex digits');
  if (typeof input.Key === 'string' && !isDc09Key(input.Key)) throw invalid('body.Key', '32, 48 or 64 hex digits');
  const stored = await ctx.db.selectFrom('dc09_accounts').select('AesKey').where('Account', '=', account).executeTakeFirst();
  const keyed = input.Key === undefined ? Boolean(stored?.AesKey) : input.Key !== null;
  if (input.RequireEncryption && !keyed) throw invalid('body.Key', 'An account that must encrypt needs a key');
  const user = await ctx.db.selectFrom('monitored_users').select('UserId').where('UserId', '=', input.UserId).executeTakeFirst();
  if (!user) throw invalid('body.UserId', 'No monitored user with this id');
  const values = {
    UserId: input.UserId,
    ...(input.Key === undefined ? {} : { AesKey: input.Key === null ? null : ctx.secrets.seal(input.Key.toUpperCase()) }),
    RequireEncryption: input.RequireEncryption ? 1 : 0,
    SupervisionSeconds: input.SupervisionSeconds,
  };
  await writeTransaction(ctx.db, (trx) =>
    trx
      .insertInto('dc09_accounts')
      .values({ Account: account, AesKey: null, ...values, LastCheckInAt: null, ConnectionLost: 0 })
      .onConflict((conflict) => conflict.column('Account').doUpdateSet(values))
      .execute(),
  );
}
