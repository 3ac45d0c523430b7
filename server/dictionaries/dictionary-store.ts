import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { DICTIONARY_VERSION_SETTING, type TranslationDictionary } from '../../src/contract/index.ts';
import { audit, type AuditActor } from '../audit/audit-log.ts';
import type { ServerContext } from '../context.ts';
import { sha256 } from '../services/crypto.ts';
import type { Database } from '../storage/schema.ts';
import { writeTransaction } from '../storage/transactions.ts';

async function textsIn(db: Kysely<Database>, language: string, namespace: string): Promise<TranslationDictionary> {
  const rows = await db.selectFrom('dictionary_texts').select(['Key', 'Text']).where('Language', '=', language).where('Namespace', '=', namespace).orderBy('Key').execute();
  // A Map first: a key named like an Object.prototype member (`constructor`) stays a plain text.
  return Object.fromEntries(new Map(rows.map((row) => [row.Key, row.Text])));
}

/** The texts of one hosted dictionary; {} when none are stored (the console's bundled texts then stand). */
export function readDictionary(ctx: ServerContext, language: string, namespace: string): Promise<TranslationDictionary> {
  return textsIn(ctx.db, language, namespace);
}

/** The keys added, changed or removed, sorted. */
function changedKeys(before: TranslationDictionary, after: TranslationDictionary): string[] {
  const keys = new Set([...Object.keys(before), ...Object.keys(after)]);
  return [...keys].filter((key) => before[key] !== after[key]).sort();
}

/** A text in the audit trail: its hash (the texts themselves are in the versions), or null where there was none. */
const fingerprint = (text: string | undefined) => (text === undefined ? null : sha256(text).slice(0, 16));

export interface DictionaryChange {
  language: string;
  namespace: string;
  texts: TranslationDictionary;
  /** The version whose texts these are, when the change is a revert. */
  revertOf?: number;
}

/**
 * Replaces a hosted dictionary and moves DICTIONARY_VERSION on, in one transaction, so a console never sees the new
 * version with the old texts. The new state is kept as a version (the state before the first edit too, so that edit
 * can be reverted) and audited with who, the changed keys and hashes of their old and new texts (security #NM3).
 */
export async function replaceDictionary(ctx: ServerContext, actor: AuditActor, change: DictionaryChange): Promise<void> {
  const { language, namespace, texts } = change;
  const at = ctx.clock.now().toISOString();
  // The time says when; the random part keeps two edits within one millisecond (or a test's frozen clock) apart.
  const version = `${at}~${randomUUID().slice(0, 8)}`;
  await writeTransaction(ctx.db, async (trx) => {
    const before = await textsIn(trx, language, namespace);
    const versions = trx.selectFrom('dictionary_versions').where('Language', '=', language).where('Namespace', '=', namespace);
    if (!(await versions.select('Id').limit(1).executeTakeFirst())) {
      await trx.insertInto('dictionary_versions').values({ Language: language, Namespace: namespace, Texts: JSON.stringify(before), ChangedKeys: '[]', RespondentId: null, Username: null, At: at, RevertOf: null }).execute();
    }
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
    const changed = changedKeys(before, texts);
    const stored = await trx
      .insertInto('dictionary_versions')
      .values({ Language: language, Namespace: namespace, Texts: JSON.stringify(texts), ChangedKeys: JSON.stringify(changed), RespondentId: actor.respondentId, Username: actor.username, At: at, RevertOf: change.revertOf ?? null })
      .returning('Id')
      .executeTakeFirstOrThrow();
    const keys = changed.map((key) => ({ key, old: fingerprint(before[key]), new: fingerprint(texts[key]) }));
    const details = { language, namespace, version: stored.Id, revertOf: change.revertOf ?? null, keys };
    await audit(ctx, actor, { event: change.revertOf ? 'dictionary.revert' : 'dictionary.edit', details }, trx);
  });
}

/** The versions of one hosted dictionary, newest first. */
export async function listDictionaryVersions(ctx: ServerContext, language: string, namespace: string) {
  const rows = await ctx.db
    .selectFrom('dictionary_versions')
    .select(['Id', 'At', 'Username', 'ChangedKeys', 'RevertOf'])
    .where('Language', '=', language)
    .where('Namespace', '=', namespace)
    .orderBy('Id', 'desc')
    .execute();
  return rows.map((row) => ({ ...row, ChangedKeys: JSON.parse(row.ChangedKeys) as string[] }));
}

/** The texts of one version of a hosted dictionary; undefined when it has no such version. */
export async function dictionaryVersionTexts(ctx: ServerContext, language: string, namespace: string, versionId: number): Promise<TranslationDictionary | undefined> {
  const row = await ctx.db
    .selectFrom('dictionary_versions')
    .select('Texts')
    .where('Id', '=', versionId)
    .where('Language', '=', language)
    .where('Namespace', '=', namespace)
    .executeTakeFirst();
  return row ? (JSON.parse(row.Texts) as TranslationDictionary) : undefined;
}

/** DICTIONARY_VERSION; '' while no hosted dictionary was ever edited. */
export async function readDictionaryVersion(ctx: ServerContext): Promise<string> {
  const row = await ctx.db.selectFrom('settings').select('Value').where('Key', '=', DICTIONARY_VERSION_SETTING).executeTakeFirst();
  return row?.Value ?? '';
}
