import type { DictionaryVersionList, HOSTED_DICTIONARY_TYPES, TranslationDictionary } from '../../src/contract/index.ts';
import type { ServerContext } from '../context.ts';
import { notFound } from '../services/errors.ts';
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
 * (security #NM3; a one-time link never carries the permission, a read-only operator may look only).
 */
function assertMayEdit(principal: Principal): void {
  assertPermission(principal, 'SkygdSystemAdmin');
  assertFullSession(principal);
  assertCanWrite(principal);
}

/** PUT /api/support/dictionary/:language/:namespace: texts the console can show safely replace the namespace. */
export async function editDictionary(ctx: ServerContext, principal: Principal, target: HostedNamespace, texts: TranslationDictionary): Promise<void> {
  assertMayEdit(principal);
  assertFitsBundle(target.language, target.namespace, texts);
  await replaceDictionary(ctx, principal, { ...target, texts });
}

/** POST .../revert: the texts of an earlier version come back, as a new version (checked as an edit is). */
export async function revertDictionary(ctx: ServerContext, principal: Principal, target: HostedNamespace, versionId: number): Promise<void> {
  assertMayEdit(principal);
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
