/**
 * The reference servers of the end-to-end suite (playwright.config.ts): one per worker, each on its own port with
 * its own database, so that two workers never share the demo centre's operators and alarms. Playwright tells each
 * worker process its slot in TEST_PARALLEL_INDEX.
 */
export const E2E_WORKERS = 2;

const basePort = Number(process.env.E2E_PORT ?? 4917);

/** The port of the server of worker slot `index` (this process's slot by default). */
export function e2ePort(index = Number(process.env.TEST_PARALLEL_INDEX ?? 0)): number {
  return basePort + index;
}

/** The database file of the server on `port`: the demo has no API for some test data, which tests set there. */
export function e2eDatabase(port = e2ePort()): string {
  return `data/e2e-${port}.sqlite`;
}
