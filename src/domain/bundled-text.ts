/**
 * The bundled text a hosted text would replace: the text at the dotted key of a bundled namespace (i18next nests
 * on dots), or undefined when the key names a group of texts, goes below a text, or names nothing. A hosted text is
 * only taken where this answers a text: the console leaves the others out, and the server refuses them with 400
 * naming the keys (qa-supervisor P3-3), so the two never disagree.
 */
export function bundledTextAt(bundle: unknown, key: string): string | undefined {
  let node: unknown = bundle;
  for (const part of key.split('.')) {
    if (node === null || typeof node !== 'object' || !Object.hasOwn(node, part)) return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === 'string' ? node : undefined;
}
