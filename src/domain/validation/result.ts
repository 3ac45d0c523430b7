import type { DomainMessageKey } from '../message-keys.ts';

/** What every validator answers: the cleaned value, or a message key the console translates. */
export type Validation<T> = { ok: true; value: T } | { ok: false; error: DomainMessageKey };

export function valid<T>(value: T): Validation<T> {
  return { ok: true, value };
}

export function invalid<T = never>(error: DomainMessageKey): Validation<T> {
  return { ok: false, error };
}
