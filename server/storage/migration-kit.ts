import type { Kysely } from 'kysely';

export { type SqlDialectName, withId } from './auto-id.ts';

// A migration sees the database as it was then, not today's schema types (Kysely's advice), so it is untyped.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see above: no schema type fits every migration
export type UntypedDb = Kysely<any>;

/** Column types every migration writes the same on SQLite and PostgreSQL. */
export const text = 'text' as const;
export const int = 'integer' as const;
