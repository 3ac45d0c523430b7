/**
 * The parts of a translation i18next evaluates rather than shows: `{{value}}` interpolations and `$t(key)` nestings
 * (QA P2-7, security #NM3). A hosted text may carry only those its bundled text carries: a new nesting can loop
 * (three texts nesting each other overflow i18next's stack in every render), a dropped placeholder loses the data
 * it showed and an unknown one shows as typed.
 */
const EVALUATED = /\{\{[^{}]*\}\}|\$t\([^()]*\)/g;

/** The evaluated parts of a text, whitespace removed, sorted and each once. */
export function placeholdersOf(text: string): string[] {
  return [...new Set((text.match(EVALUATED) ?? []).map((part) => part.replace(/\s+/g, '')))].sort();
}

/** Whether `hosted` evaluates exactly what `bundled` does; a key the bundle lacks (undefined) allows none. */
export function samePlaceholders(hosted: string, bundled: string | undefined): boolean {
  const mine = placeholdersOf(hosted);
  const theirs = bundled === undefined ? [] : placeholdersOf(bundled);
  // A `$t(` or `{{` the pattern did not take apart (unbalanced) counts as different: i18next might still read it.
  const stray = (text: string) => text.replace(EVALUATED, '').includes('$t(') || text.replace(EVALUATED, '').includes('{{');
  if (stray(hosted)) return false;
  return mine.length === theirs.length && mine.every((part, index) => part === theirs[index]);
}
