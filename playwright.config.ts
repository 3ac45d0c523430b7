import { defineConfig } from '@playwright/test';
import { CHROMIUM_FLAGS, FAKE_MEDIA_FLAGS } from './tests/chromium-flags.ts';

// The end-to-end suite runs against the real reference server (built console, temporary database).
const port = Number(process.env.E2E_PORT ?? 4917);
export const baseURL = `http://127.0.0.1:${port}`;

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 5_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [...CHROMIUM_FLAGS, ...FAKE_MEDIA_FLAGS],
    },
  },
  webServer: {
    command: 'node --import tsx server/main.ts',
    url: `${baseURL}/healthz`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      ARC_DB: `data/e2e-${port}.sqlite`,
      ARC_DB_RESET: '1',
      ARC_DEMO: '1',
      ARC_SIMULATOR: '0',
      // Behaviour, not scrypt: OWASP's cost spends about half a second of a core on each of the suite's logins.
      ARC_PASSWORD_HASH_COST: '14',
      ...(process.env.ARC_CONSOLE_DIR ? { ARC_CONSOLE_DIR: process.env.ARC_CONSOLE_DIR } : {}),
    },
  },
});
