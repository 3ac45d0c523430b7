import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { MESSAGE_KEYS } from '../src/contract/message-keys.ts';
import { DEFAULT_LANGUAGE, LANGUAGES } from '../src/i18n/languages.ts';

const LOCALES = join(import.meta.dirname, '..', 'public', 'locales');
type Tree = { [key: string]: string | Tree };

function load(lng: string, ns: string): Tree {
  return JSON.parse(readFileSync(join(LOCALES, lng, `${ns}.json`), 'utf8')) as Tree;
}

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [inner, text] of flatten(value, path)) out.set(inner, text);
  }
  return out;
}

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*([\w.]+)\s*\}\}/g)].map((match) => match[1]).sort();

/** Every namespace any language has: a namespace missing in one language is itself a failure. */
const namespaces = [
  ...new Set(LANGUAGES.flatMap((lng) => readdirSync(join(LOCALES, lng)).filter((file) => file.endsWith('.json')))),
].map((file) => file.replace(/\.json$/, ''));

describe('translations', () => {
  it('I18N-01 every language has a folder under public/locales', () => {
    expect(readdirSync(LOCALES).sort()).toEqual([...LANGUAGES].sort());
  });

  it.each(namespaces)('I18N-01 namespace %s has the same keys and placeholders in all four languages', (ns) => {
    const reference = new Map<string, string>();
    for (const lng of LANGUAGES) {
      let texts: Map<string, string> = new Map();
      try {
        texts = flatten(load(lng, ns));
      } catch {
        // reported below
      }
      for (const [key, text] of texts) if (!reference.has(key)) reference.set(key, text);
    }
    const problems: string[] = [];
    for (const lng of LANGUAGES) {
      let texts: Map<string, string>;
      try {
        texts = flatten(load(lng, ns));
      } catch {
        problems.push(`${lng}/${ns}.json is missing or not JSON`);
        continue;
      }
      for (const [key, text] of reference) {
        const own = texts.get(key);
        if (own === undefined) problems.push(`${lng} ${ns}:${key} is missing`);
        else if (own.trim() === '') problems.push(`${lng} ${ns}:${key} is empty`);
        else if (placeholders(own).join() !== placeholders(text).join()) problems.push(`${lng} ${ns}:${key} has other placeholders`);
      }
    }
    expect(problems).toEqual([]);
  });

  it.each(LANGUAGES)('I18N-10 every message key (engine failures and domain rules alike) has a text in %s', (lng) => {
    const messages = flatten(load(lng, 'common'));
    const missing = Object.keys(MESSAGE_KEYS).filter((key) => !messages.get(`messages.${key}`)?.trim());
    expect(missing).toEqual([]);
  });

  it('I18N-10 every text under common:messages belongs to a message key of the contract (the one list)', () => {
    const strays = [...flatten(load(DEFAULT_LANGUAGE, 'common')).keys()]
      .filter((path) => path.startsWith('messages.'))
      .map((path) => path.slice('messages.'.length))
      .filter((key) => !(key in MESSAGE_KEYS) && !/^VIDEO_CANT_PLAYED_\d+$/.test(key));
    expect(strays).toEqual([]);
  });

  it("I18N-01 the English messages are the contract's English texts", () => {
    const messages = flatten(load(DEFAULT_LANGUAGE, 'common'));
    const differing = Object.entries(MESSAGE_KEYS)
      .filter(([key, text]) => messages.get(`messages.${key}`) !== text.replace(/\{(\w+)\}/g, '{{$1}}'))
      .map(([key]) => key);
    expect(differing).toEqual([]);
  });

  it('I18N-01 the English console shows English and the Swedish console the Swedish texts quoted in the spec', () => {
    const en = flatten(load('en-GB', 'common'));
    const sv = flatten(load('sv-SE', 'common'));
    expect(en.get('messages.ALARM_CANT_TAKE')).toBe('Unable to take this alarm.');
    expect(sv.get('messages.ALARM_CANT_TAKE')).toBe('Kan inte ta detta larm');
    expect(sv.get('messages.ACCEPT_LIMIT_BLOCKED')).toBe('Nytt larm blockerat av acceptansgräns.');
    expect(sv.get('messages.ALARM_TRANSFERRED')).toBe('Detta larm har flyttats. Du har inte tillgång till det längre');
    expect(sv.get('messages.WIDGET_LOAD_ERROR_TITLE')).toBe('Fel vid laddning');
    expect(sv.get('messages.CALL_NOTE_TOO_LONG')).toBe('Du kan inte skriva in mer än 900 tecken.');
    const swedish = /\b(larm|inte|vid|gick|tecken|flyttats)\b/i;
    expect([...flatten(load('en-GB', 'common')).entries()].filter(([, text]) => swedish.test(text))).toEqual([]);
  });

  it('I18N-01 every literal key the shell and login code use exists', () => {
    const files = ['src/app', 'src/login', 'src/i18n', 'src/ui'].flatMap((dir) => sourceFiles(join(import.meta.dirname, '..', dir)));
    const known = new Map(namespaces.map((ns) => [ns, flatten(load(DEFAULT_LANGUAGE, ns))]));
    const missing: string[] = [];
    for (const file of files) {
      const source = readFileSync(file, 'utf8');
      for (const match of source.matchAll(/\bt\(\s*'([\w.:-]+)'/g)) {
        const literal = match[1] ?? '';
        const [ns, key] = literal.includes(':') ? (literal.split(':') as [string, string]) : ['common', literal];
        const texts = known.get(ns);
        const exists = texts && (texts.has(key) || texts.has(`${key}_one`) || texts.has(`${key}_other`));
        if (!exists && !/\.test\.tsx?$/.test(file)) missing.push(`${file}: ${literal}`);
      }
    }
    expect(missing).toEqual([]);
  });
});

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}
