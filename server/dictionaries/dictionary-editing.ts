import type { DictionaryVersionList, HOSTED_DICTIONARY_TYPES, TranslationDictionary } from '../../src/contract/index.ts';
import type { ServerContext } from '../context.ts';
import { forbidden, notFound } from '../services/errors.ts';
import { assertCanWrite, assertFullSession, assertPermission, type Principal } from '../services/principal.ts';
import { assertFitsBundle } from './bundle-check.ts';
import { dictionaryVersionTexts, listDictionaryVersions, replaceDictionary } from './dictionary-store.ts';

/** One hosted namespace of one language. */
export interface HostedNamespace {
  language: string;
  namespace: (typeof HOSTED_DICTIONARY_TYPES)[number];
}

/**
 * A dictionary edit changes every console's texts: a support admin (SkygdSystemAdmin) in a full, writing session
 * (security #NM3; a one-time link never carries the permission, a read-only operator may look only), and, with
 * ARC_ADMIN_TWO_FACTOR, of an account whose logins pass a second factor: a stolen password alone edits nothing.
 */
async function assertMayEdit(ctx: ServerContext, principal: Principal): Promise<void> {
  assertPermission(principal, 'SkygdSystemAdmin');
  assertFullSession(principal);
  assertCanWrite(principal);
  if (!ctx.options.adminTwoFactor) return;
  const account = await ctx.db.selectFrom('respondents').select('TwoFactor').where('RespondentId', '=', principal.respondentId).executeTakeFirst();
  if (account?.TwoFactor !== 'sms' && account?.TwoFactor !== 'google') throw forbidden('Editing texts needs a support admin account with two-factor authentication');
}

/** PUT /api/support/dictionary/:language/:namespace: texts the console can show safely replace the namespace. */
export async function editDictionary(ctx: ServerContext, principal: Principal, target: HostedNamespace, texts: TranslationDictionary): Promise<void> {
  await assertMayEdit(ctx, principal);
  assertFitsBundle(target.language, target.namespace, texts);
  await replaceDictionary(ctx, principal, { ...target, texts });
}

/** POST .../revert: the texts of an earlier version come back, as a new version (checked as an edit is). */
export async function revertDictionary(ctx: ServerContext, principal: Principal, target: HostedNamespace, versionId: number): Promise<void> {
  await assertMayEdit(ctx, principal);
  const texts = await dictionaryVersionTexts(ctx, target.language, target.namespace, versionId);
  if (!texts) throw notFound(`Version ${versionId} of ${target.language}/${target.namespace}`);
  assertFitsBundle(target.language, target.namespace, texts);
  await replaceDictionary(ctx, principal, { ...target, texts, revertOf: versionId });
}

/** GET .../versions: who changed which keys when, newest first. */
export function dictionaryVersions(ctx: ServerContext, principal: Principal, target: HostedNamespace): Promise<DictionaryVersionList> {
  assertPermission(principal, 'SkygdSystemAdmin');
  assertFullSession(principal);
  return listDictionaryVersions(ctx, target.language, target.namespace);
}
