import { readFileSync } from 'node:fs';
import type { HOSTED_DICTIONARY_TYPES, TranslationDictionary } from '../../src/contract/index.ts';
import { bundledTextAt } from '../../src/domain/bundled-text.ts';
import { placeholdersOf, samePlaceholders } from '../../src/domain/text-placeholders.ts';
import { ServiceError } from '../services/errors.ts';

type HostedType = (typeof HOSTED_DICTIONARY_TYPES)[number];

/** The console's bundled namespace each hosted one is layered over; `datetime` and `map` have none (no text of the console reads them). */
const BUNDLE_OF: Record<HostedType, string | null> = { default: 'common', login: 'login', alarm: 'alarm', datetime: null, map: null };

const cache = new Map<string, unknown>();

/** The bundled namespace as the console loads it (public/locales, read once), or null when the hosted namespace has no bundle. */
function bundledNamespace(language: string, namespace: HostedType): unknown {
  const bundle = BUNDLE_OF[namespace];
  if (!bundle) return null;
  const file = `${language}/${bundle}`;
  if (!cache.has(file)) cache.set(file, JSON.parse(readFileSync(new URL(`../../public/locales/${file}.json`, import.meta.url), 'utf8')));
  return cache.get(file);
}

/**
 * Refuses (400 DICTIONARY_TEXT_REFUSED, naming the keys) hosted texts the console could not show safely (QA P2-7,
 * security #NM3): a key its bundle lacks, or `{{…}}` and `$t(…)` parts other than the bundled text's. A namespace
 * without a bundle takes any key but no evaluated part at all.
 */
export function assertFitsBundle(language: string, namespace: HostedType, texts: TranslationDictionary): void {
  const bundle = bundledNamespace(language, namespace);
  // The console's own rule (qa-supervisor P3-3): a group, a key below a text or one no text reads is never shown.
  const bundledText = (key: string) => bundledTextAt(bundle, key);
  const unknown = bundle === null ? [] : Object.keys(texts).filter((key) => bundledText(key) === undefined);
  const mismatched = Object.entries(texts)
    .filter(([key, text]) => !unknown.includes(key) && !samePlaceholders(text, bundledText(key)))
    .map(([key]) => key);
  const errors = [
    ...unknown.map((key) => ({ name: `body.${key}`, description: 'no bundled text has this key' })),
    ...mismatched.map((key) => ({ name: `body.${key}`, description: `the {{…}} and $t(…) parts must be the bundled text's: ${placeholderList(bundledText(key))}` })),
  ];
  if (errors.length === 0) return;
  const summary = [unknown.length ? `unknown keys: ${unknown.join(', ')}` : '', mismatched.length ? `placeholders differ from the bundled text: ${mismatched.join(', ')}` : '']
    .filter(Boolean)
    .join('; ');
  throw new ServiceError('DICTIONARY_TEXT_REFUSED', `Texts refused (${summary})`, errors);
}

function placeholderList(bundled: string | undefined): string {
  const parts = placeholdersOf(bundled ?? '');
  return parts.length ? parts.join(' ') : 'none';
}
