import type { MessageKey } from '../../contract/index.ts';

/** What every validator answers: the cleaned value, or a message key the console translates. */
export type Validation<T> = { ok: true; value: T } | { ok: false; error: MessageKey };

export function valid<T>(value: T): Validation<T> {
  return { ok: true, value };
}

export function invalid<T = never>(error: MessageKey): Validation<T> {
  return { ok: false, error };
}
