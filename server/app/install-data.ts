import type { ServerContext } from '../context.ts';
import { seedDemoCentre } from '../demo/seed.ts';
import { seedDc09Accounts } from '../demo/seed-dc09.ts';
import { sha256 } from '../services/crypto.ts';
import { DEFAULT_SETTINGS } from '../services/default-settings.ts';
import { SecretBox } from '../services/secret-box.ts';

/** Settings defaults on an empty database; the demo centre and the ingest keys. */
export async function installData(ctx: ServerContext, ingestKey: string | undefined): Promise<void> {
  // Several instances may start at once on one PostgreSQL database: what another one inserted first stays.
  await ctx.db.insertInto('settings').values(Object.entries(DEFAULT_SETTINGS).map(([Key, Value]) => ({ Key, Value }))).onConflict((oc) => oc.column('Key').doNothing()).execute();
  if (ctx.options.demo) {
    await seedDemoCentre(ctx.db, ctx.clock, ctx.options.passwordHashCost);
    await seedDc09Accounts(ctx);
  }
  else await ctx.db.deleteFrom('api_keys').where('Name', '=', 'demo').execute();
  // The demo operators' password is public: they log in only while the demo runs (and again when it is back).
  await ctx.db.updateTable('respondents').set({ Revoked: ctx.options.demo ? 0 : 1 }).where('DemoAccount', '=', 1).execute();
  await sealTotpSecrets(ctx);
  if (ingestKey) {
    const hash = sha256(ingestKey);
    const known = await ctx.db.selectFrom('api_keys').select('KeyHash').where('KeyHash', '=', hash).executeTakeFirst();
    if (!known) await ctx.db.insertInto('api_keys').values({ KeyHash: hash, Name: 'configured' }).onConflict((oc) => oc.column('KeyHash').doNothing()).execute();
  }
}

/** TOTP secrets stored in plain text (seeded, or from before encryption at rest) are sealed with the secret key. */
async function sealTotpSecrets(ctx: ServerContext): Promise<void> {
  const rows = await ctx.db.selectFrom('respondents').select(['RespondentId', 'TotpSecret']).where('TotpSecret', 'is not', null).execute();
  for (const row of rows) {
    if (row.TotpSecret === null || SecretBox.isSealed(row.TotpSecret)) continue;
    await ctx.db.updateTable('respondents').set({ TotpSecret: ctx.secrets.seal(row.TotpSecret) }).where('RespondentId', '=', row.RespondentId).execute();
  }
}
