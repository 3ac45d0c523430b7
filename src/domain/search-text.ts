/**
 * Text as a search compares it (qa-supervisor P3-8): lower case, without accents, so "Goran" finds "Göran" and
 * "jarvinen" finds "Järvinen". Letters that are not an accented base letter ("ø", "æ") stay as they are.
 */
export function searchText(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}
