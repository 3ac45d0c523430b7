import { afterAll, afterEach, beforeAll } from 'vitest';
import { startTestServer, type TestServer } from '../../../server/test-support/test-server.ts';
import type { Engine } from '../engine.ts';

export interface ReferenceServerHarness {
  /** The reference server of this test file (started before its first test). */
  readonly server: TestServer;
  /** Registers an engine to be disposed after the current test. */
  track(engine: Engine): Engine;
}

/** One real reference server per test file (port 0, temporary database), and engines disposed after each test. */
export function useReferenceServer(): ReferenceServerHarness {
  let server: TestServer | undefined;
  const engines: Engine[] = [];
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterEach(async () => {
    for (const engine of engines.splice(0)) await engine.dispose();
  });
  afterAll(async () => {
    await server?.close();
  });
  return {
    get server() {
      if (!server) throw new Error('the reference server starts in beforeAll');
      return server;
    },
    track(engine) {
      engines.push(engine);
      return engine;
    },
  };
}
