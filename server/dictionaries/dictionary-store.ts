import { randomUUID } from 'node:crypto';
import { DICTIONARY_VERSION_SETTING, type TranslationDictionary } from '../../src/contract/index.ts';
import type { ServerContext } from '../context.ts';
import { writeTransaction } from '../storage/transactions.ts';

/** The texts of one hosted dictionary; {} when none are stored (the console's bundled texts then stand). */
export async function readDictionary(ctx: ServerContext, language: string, namespace: string): Promise<TranslationDictionary> {
  const rows = await ctx.db
    .selectFrom('dictionary_texts')
    .select(['Key', 'Text'])
    .where('Language', '=', language)
    .where('Namespace', '=', namespace)
    .orderBy('Key')
    .execute();
  // A Map first: a key named like an Object.prototype member (`constructor`) stays a plain text.
  return Object.fromEntries(new Map(rows.map((row) => [row.Key, row.Text])));
}

/**
 * Replaces a hosted dictionary and moves DICTIONARY_VERSION on, in one transaction, so a console never sees the new
 * version with the old texts.
 */
export async function replaceDictionary(ctx: ServerContext, language: string, namespace: string, texts: TranslationDictionary): Promise<void> {
  // The time says when; the random part keeps two edits within one millisecond (or a test's frozen clock) apart.
  const version = `${ctx.clock.now().toISOString()}~${randomUUID().slice(0, 8)}`;
  await writeTransaction(ctx.db, async (trx) => {
    await trx.deleteFrom('dictionary_texts').where('Language', '=', language).where('Namespace', '=', namespace).execute();
    const rows = Object.entries(texts).map(([Key, Text]) => ({ Language: language, Namespace: namespace, Key, Text }));
    // Chunks keep each insert under SQLite's bound-parameter limit.
    for (let start = 0; start < rows.length; start += 200) {
      await trx.insertInto('dictionary_texts').values(rows.slice(start, start + 200)).execute();
    }
    await trx
      .insertInto('settings')
      .values({ Key: DICTIONARY_VERSION_SETTING, Value: version })
      .onConflict((c) => c.column('Key').doUpdateSet({ Value: version }))
      .execute();
  });
}

/** DICTIONARY_VERSION; '' while no hosted dictionary was ever edited. */
export async function readDictionaryVersion(ctx: ServerContext): Promise<string> {
  const row = await ctx.db.selectFrom('settings').select('Value').where('Key', '=', DICTIONARY_VERSION_SETTING).executeTakeFirst();
  return row?.Value ?? '';
}
