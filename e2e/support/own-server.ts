import { type ChildProcess, spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * A reference server of the test's own (its own port and temporary database), for tests that stop and restart
 * the server: the suite's shared server must stay up for every other test.
 */
export interface OwnServer {
  baseURL: string;
  /** Ends the process (as a crash would) and waits until it has gone. */
  stop(): Promise<void>;
  /**
   * SIGTERM, as a cluster moving its instances: the push sockets close and new ones are refused while HTTP is still
   * served for ARC_DRAIN_MS (`drainMs` at start), then the process exits.
   */
  drain(): void;
  /** Starts it again on the same port and database (sessions survive, as after a real restart). */
  start(): Promise<void>;
  /** Stops it and removes its database. */
  dispose(): Promise<void>;
}

export async function startOwnServer(port: number, options: { drainMs?: number } = {}): Promise<OwnServer> {
  const dbFile = join(tmpdir(), `arc-e2e-own-${port}-${process.pid}.sqlite`);
  const baseURL = `http://127.0.0.1:${port}`;
  let child: ChildProcess | null = null;

  const answers = () => fetch(`${baseURL}/healthz`).then((answer) => answer.ok, () => false);
  const start = async (reset: boolean) => {
    if (await answers()) throw new Error(`port ${port} is taken: another server answers there`);
    child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      stdio: 'ignore',
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        ARC_DB: dbFile,
        ARC_DB_RESET: reset ? '1' : '0',
        ARC_DEMO: '1',
        ARC_SIMULATOR: '0',
        // The demo's DC-09 receiver would listen at PORT + 1000, which nothing reserved.
        ARC_DC09_TCP_PORT: 'off',
        ARC_DC09_UDP_PORT: 'off',
        ...(options.drainMs !== undefined ? { ARC_DRAIN_MS: String(options.drainMs) } : {}),
      },
    });
    const started = child;
    // A test that times out ends its worker: the server must not outlive it.
    process.once('exit', () => started.kill('SIGKILL'));
    for (let tries = 0; tries < 120; tries += 1) {
      if (await answers()) return;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    throw new Error(`own server on ${port} did not start`);
  };

  const stop = async () => {
    const running = child;
    child = null;
    if (!running || running.exitCode !== null) return;
    const exited = new Promise((resolve) => running.once('exit', resolve));
    running.kill('SIGKILL');
    await exited;
  };

  await start(true);
  return {
    baseURL,
    stop,
    drain: () => child?.kill('SIGTERM'),
    start: () => start(false),
    async dispose() {
      await stop();
      for (const suffix of ['', '-wal', '-shm']) rmSync(`${dbFile}${suffix}`, { force: true });
    },
  };
}
