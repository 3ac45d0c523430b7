import type { z } from 'zod';

/** Outcome of parsing a message that crossed a boundary: never thrown, always returned. */
export type ParseResult<T> = { ok: true; value: T } | { ok: false; error: string };

/**
 * Parses JSON text or an already-decoded value with `schema`. Socket frames arrive as text; cross-context
 * messages arrive decoded.
 */
export function parseWith<S extends z.ZodType>(schema: S, raw: unknown): ParseResult<z.output<S>> {
  let value = raw;
  if (typeof raw === 'string') {
    try {
      value = JSON.parse(raw);
    } catch {
      return { ok: false, error: 'not valid JSON' };
    }
  }
  const result = schema.safeParse(value);
  if (result.success) return { ok: true, value: result.data };
  const issues = result.error.issues.map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`);
  return { ok: false, error: issues.join('; ') };
}
