import { availableParallelism } from 'node:os';
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';
import { voiceSignalling } from './vite.config.ts';

/**
 * The server's files, each starting its own servers on its own databases. Modules are shared between the files of
 * a worker (isolate: false): every file imports the whole server, which took half of the suite's time.
 */
function serverSuite(name: string, extra: { globalSetup?: string[] } = {}): TestProjectInlineConfiguration {
  return {
    extends: true,
    test: { name, environment: 'node', include: ['server/**/*.test.ts'], isolate: false, testTimeout: 20_000, hookTimeout: 60_000, ...extra },
  };
}

// Plain Node for rules, contract and engine; the server suite on SQLite and on PostgreSQL; happy-dom for React components.
export default defineConfig({
  define: {
    __APP_VERSION__: JSON.stringify('test'),
    __BUILD_ID__: JSON.stringify('test-build'),
    __GIT_BRANCH__: JSON.stringify('test'),
  },
  resolve: { alias: { 'twilio-voice-signalling': voiceSignalling } },
  test: {
    // Vitest's default leaves one core to its main process: on two cores that runs the files one at a time
    // (7.6 min in CI); the tests mostly wait on sockets and IndexedDB, so two workers take about 5 min.
    maxWorkers: Math.max(2, availableParallelism()),
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'node',
          include: ['src/**/*.test.ts', 'workers/**/*.test.ts', 'bench/**/*.test.ts', 'tests/**/*.test.ts', 'cluster/**/*.test.ts', 'chaos/**/*.test.ts'],
          setupFiles: ['tests/setup-node.ts'],
          testTimeout: 20_000,
          hookTimeout: 60_000,
        },
      },
      serverSuite('server'),
      // The same suite on PostgreSQL: a throw-away cluster for the run, a database per test server.
      serverSuite('server-postgres', { globalSetup: ['server/test-support/postgres-global-setup.ts'] }),
      {
        extends: true,
        test: {
          name: 'component',
          environment: 'happy-dom',
          include: ['src/**/*.test.tsx', 'tests/**/*.test.tsx'],
          setupFiles: ['tests/setup-dom.ts'],
          testTimeout: 20_000,
        },
      },
    ],
  },
});
