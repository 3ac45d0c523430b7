import type { ServerContext } from '../context.ts';

/** The centre's country code (the TELEPHONE_PREFIX setting, e.g. +46): a number typed in the national format takes it. */
export async function telephonePrefix(ctx: ServerContext): Promise<string | undefined> {
  const row = await ctx.db.selectFrom('settings').select('Value').where('Key', '=', 'TELEPHONE_PREFIX').executeTakeFirst();
  return row?.Value || undefined;
}
