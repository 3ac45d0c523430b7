import { readFileSync } from 'node:fs';

type Bundle = { [key: string]: string | Bundle };
const bundles = new Map<string, Bundle>();

function bundle(namespace: string): Bundle {
  let loaded = bundles.get(namespace);
  if (!loaded) {
    loaded = JSON.parse(readFileSync(new URL(`../../public/locales/en-GB/${namespace}.json`, import.meta.url), 'utf8')) as Bundle;
    bundles.set(namespace, loaded);
  }
  return loaded;
}

/**
 * A text the server sends with its code (qa-supervisor P2-15): the console writes the code in the operator's
 * language; the English kept beside it for other clients is the console's own en-GB text, so the two agree. An
 * unknown key is a programming error.
 */
export function englishText(namespace: string, key: string, params: Record<string, string> = {}): string {
  const text = key.split('.').reduce<string | Bundle | undefined>((node, part) => (typeof node === 'object' ? node[part] : undefined), bundle(namespace));
  if (typeof text !== 'string') throw new Error(`no en-GB text ${namespace}:${key}`);
  return text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => params[name] ?? '');
}
