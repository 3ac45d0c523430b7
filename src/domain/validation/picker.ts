/** Reason and action pickers, and the flag of a user-info request (core §5, calls §5). */
import { type Validation, invalid, valid } from './result.ts';

/** Escapes regular-expression wildcards so a typed "*" or "." matches itself. */
export function escapeWildcards(query: string): string {
  return query.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Items whose text contains the query, case-insensitively; an empty query keeps every item. */
export function filterPickerItems<T>(items: readonly T[], query: string, textOf: (item: T) => string): T[] {
  const trimmed = query.trim();
  if (trimmed === '') return [...items];
  const pattern = new RegExp(escapeWildcards(trimmed), 'i');
  return items.filter((item) => pattern.test(textOf(item)));
}

/**
 * The value a picker submits: one of the listed items (matched case-insensitively, answered in the list's own
 * spelling) unless free text is allowed.
 */
export function validatePickerSelection(value: string, items: readonly string[], freeTextAllowed: boolean): Validation<string> {
  const trimmed = value.trim();
  const listed = items.find((item) => item.toLowerCase() === trimmed.toLowerCase());
  if (listed !== undefined && trimmed !== '') return valid(listed);
  if (freeTextAllowed && trimmed !== '') return valid(trimmed);
  return invalid('PICKER_ITEM_NOT_LISTED');
}

/** A user-info (profile) request needs a chosen flag: "Please, select flag before submit". */
export function validateFlagSelection(flagKey: string | null | undefined): Validation<string> {
  const key = flagKey?.trim();
  return key ? valid(key) : invalid('FLAG_REQUIRED');
}
