/** What the `server-postgres` project's global setup hands to its test files (vitest's provide/inject). */
declare module 'vitest' {
  export interface ProvidedContext {
    /** The throw-away cluster's admin URL; startTestServer makes a database per server. Unset in other projects. */
    postgresAdminUrl: string | undefined;
  }
}

export const POSTGRES_ADMIN_URL = 'postgresAdminUrl' as const;

/** The cluster's database holding the migrated, seeded demo centre that test servers with default options copy. */
export const POSTGRES_DEMO_TEMPLATE = 'arc_demo_template';
