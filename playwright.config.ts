import { defineConfig } from '@playwright/test';
import { CHROMIUM_FLAGS, FAKE_MEDIA_FLAGS } from './tests/chromium-flags.ts';
import { E2E_WORKERS, e2eDatabase, e2ePort } from './e2e/support/e2e-server.ts';

// The end-to-end suite runs against the real reference server (built console, temporary database): one server per
// worker, so the two workers never share the demo centre's operators and alarms. This file is read again in each
// worker process, where e2ePort() is that worker's server.
export default defineConfig({
  testDir: 'e2e',
  fullyParallel: false,
  workers: E2E_WORKERS,
  // One retry everywhere (`.ci/run` does not set CI): a test that passes only on its retry is listed as flaky.
  retries: 1,
  // Several tests walk a whole screen (axe, contacts): on two shared cores they take 25-30 s.
  timeout: 45_000,
  expect: { timeout: 5_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${e2ePort()}`,
    // Recorded on the retry only: a trace's snapshots and screencast took a quarter of the suite's CPU (a spec pair
    // with one worker: 116 s of CPU with traces, 86.5 s without), on cores the browser and the servers share.
    trace: 'on-first-retry',
    // Each test's fresh profile would install the service worker and precache the shell (101 files, 2.7 MB): 20%
    // of the CPU left. The specs about the installed and offline console, the shared engine and the login page's
    // CSP turn it back on (test.use({ serviceWorkers: 'allow' })); the chaos run's browsers keep it throughout.
    serviceWorkers: 'block',
    // As an operator who allowed system notifications: the explanation that asks once after the first login would
    // otherwise open above every test's console (its own tests are component tests; the hidden-console spec grants it).
    permissions: ['notifications'],
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [...CHROMIUM_FLAGS, ...FAKE_MEDIA_FLAGS],
    },
  },
  webServer: Array.from({ length: E2E_WORKERS }, (_, index) => ({
    command: 'node --import tsx server/main.ts',
    url: `http://127.0.0.1:${e2ePort(index)}/healthz`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      PORT: String(e2ePort(index)),
      HOST: '127.0.0.1',
      ARC_DB: e2eDatabase(e2ePort(index)),
      ARC_DB_RESET: '1',
      ARC_DEMO: '1',
      ARC_SIMULATOR: '0',
      // The DC-09 receiver's TCP port, beside the ports of the other worktrees' servers; UDP is not used here.
      ARC_DC09_TCP_PORT: String(e2ePort(index) + 100),
      ARC_DC09_UDP_PORT: 'off',
      // Behaviour, not hashing: 1 MiB of Argon2id instead of OWASP's 19 for each of the suite's logins.
      ARC_PASSWORD_HASH_COST: '1',
      ...(process.env.ARC_CONSOLE_DIR ? { ARC_CONSOLE_DIR: process.env.ARC_CONSOLE_DIR } : {}),
    },
  })),
});
