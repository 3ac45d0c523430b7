import { readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { configDefaults, defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';
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

/** The test files under `dirs` ending in `suffix` that replace a module with vi.mock. */
function filesReplacingModules(dirs: string[], suffix: string): string[] {
  return dirs.flatMap((dir) =>
    readdirSync(dir, { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith(suffix))
      .map((file) => `${dir}/${file}`)
      .filter((path) => readFileSync(path, 'utf8').includes('vi.mock(')),
  );
}

/**
 * A project whose files share their worker's modules (isolate: false: importing React, Dexie and the contract again
 * for every file took half of these projects' time) and, beside it, the same project isolated for the files that
 * replace a module with vi.mock: in a shared registry the replacement would miss a module already loaded, or leak
 * into the files after it. The setup files give every file an empty IndexedDB all the same.
 */
function sharedModules(options: { name: string; environment: string; dirs: string[]; suffix: string; setupFile: string; hookTimeout?: number }): TestProjectInlineConfiguration[] {
  const include = options.dirs.map((dir) => `${dir}/**/*${options.suffix}`);
  const replacing = filesReplacingModules(options.dirs, options.suffix);
  const common = { environment: options.environment, setupFiles: [options.setupFile], testTimeout: 20_000, ...(options.hookTimeout ? { hookTimeout: options.hookTimeout } : {}) };
  const shared: TestProjectInlineConfiguration = { extends: true, test: { ...common, name: options.name, include, exclude: [...configDefaults.exclude, ...replacing], isolate: false } };
  return replacing.length ? [shared, { extends: true, test: { ...common, name: `${options.name}-isolated`, include: replacing } }] : [shared];
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
      ...sharedModules({ name: 'unit', environment: 'node', dirs: ['src', 'workers', 'bench', 'tests', 'cluster', 'chaos', 'build'], suffix: '.test.ts', setupFile: 'tests/setup-node.ts', hookTimeout: 60_000 }),
      serverSuite('server'),
      // The same suite on PostgreSQL: a throw-away cluster for the run, a database per test server.
      serverSuite('server-postgres', { globalSetup: ['server/test-support/postgres-global-setup.ts'] }),
      ...sharedModules({ name: 'component', environment: 'happy-dom', dirs: ['src', 'tests'], suffix: '.test.tsx', setupFile: 'tests/setup-dom.ts' }),
    ],
  },
});
