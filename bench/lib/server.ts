import { spawn } from 'node:child_process';
import { closeSync, openSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '../../cluster/free-port.ts';
import { floodWatchEnv } from './flood-watch-env.ts';
import { log } from './log.ts';

const repoRoot = fileURLToPath(new URL('../../', import.meta.url));

export interface RunningServer {
  baseUrl: string;
  pid: number;
  logFile: string;
  /** The DC-09 receiver's TCP port, when asked for (`dc09`); otherwise the receiver is off. */
  dc09Port: number | undefined;
  stop(): Promise<void>;
}

/** Servers started and not yet stopped, so a crashing run can still end them. */
const running = new Set<number>();

/** Ends every server this process started and has not stopped (by PID; used when the run itself fails). */
export function killRunningServers(): void {
  for (const pid of running) process.kill(pid, 'SIGKILL');
  running.clear();
}

/**
 * Starts the real reference server as its own process on a fresh temporary database with the demo centre and
 * without the simulator, so every alarm the bench sees is one it ingested; `floodWatch: false` for the stages that
 * raise alarms one at a time (see floodWatchEnv). Its log goes to a file, not stdout:
 * stdout belongs to the one JSON object.
 */
export async function startServer(options: { consoleDir?: string; label: string; profileDir?: string; dc09?: boolean; floodWatch?: boolean }): Promise<RunningServer> {
  const port = await freePort();
  const dc09Port = options.dc09 ? await freePort() : undefined;
  const stamp = `${process.pid}-${options.label}-${port}`;
  const dbFile = join(tmpdir(), `arc-bench-${stamp}.sqlite`);
  const logFile = join(tmpdir(), `arc-bench-${stamp}.log`);
  const out = openSync(logFile, 'w');
  const profile = options.profileDir ? ['--cpu-prof', `--cpu-prof-dir=${options.profileDir}`] : [];
  const child = spawn(process.execPath, [...profile, '--import', 'tsx', 'server/main.ts'], {
    cwd: repoRoot,
    stdio: ['ignore', out, out],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      ARC_DB: dbFile,
      ARC_DB_RESET: '1',
      ARC_DEMO: '1',
      ARC_SIMULATOR: '0',
      // The bench's 1,000 sockets all come from this one process (one address): above the per-address limit.
      ARC_MAX_CONNECTIONS_PER_ADDRESS: '5000',
      // The bench holds 1,000 sockets for a handful of demo operators, far above a real console's cap.
      ARC_MAX_SOCKETS_PER_OPERATOR: '1000',
      // The demo would listen for DC-09 at PORT + 1000, which nothing reserved: only the stage that measures it does.
      ARC_DC09_TCP_PORT: dc09Port === undefined ? 'off' : String(dc09Port),
      ARC_DC09_UDP_PORT: 'off',
      ...floodWatchEnv(options.floodWatch ?? true),
      ...(options.consoleDir ? { ARC_CONSOLE_DIR: options.consoleDir } : {}),
    },
  });
  closeSync(out);
  const pid = child.pid;
  if (pid === undefined) throw new Error('server process did not start');
  running.add(pid);
  let exited = false;
  const exitedPromise = new Promise<void>((resolve) =>
    child.once('exit', () => {
      exited = true;
      running.delete(pid);
      resolve();
    }),
  );
  const baseUrl = `http://127.0.0.1:${port}`;

  const stop = async (): Promise<void> => {
    if (!exited) {
      process.kill(pid, 'SIGTERM');
      const killer = setTimeout(() => { if (!exited) process.kill(pid, 'SIGKILL'); }, 5000);
      await exitedPromise;
      clearTimeout(killer);
    }
    for (const suffix of ['', '-wal', '-shm']) rmSync(dbFile + suffix, { force: true });
    rmSync(logFile, { force: true });
  };

  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (exited) {
      const reason = `server exited at start-up; log tail: ${tail(logFile)}`;
      await stop();
      throw new Error(reason);
    }
    try {
      const response = await fetch(`${baseUrl}/healthz`);
      if (response.ok) {
        log(`server ${options.label} up at ${baseUrl} (pid ${pid}, log ${logFile})`);
        return { baseUrl, pid, logFile, dc09Port, stop };
      }
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  const reason = `server did not answer /healthz within 60 s; log tail: ${tail(logFile)}`;
  await stop();
  throw new Error(reason);
}

function tail(file: string): string {
  try {
    return readFileSync(file, 'utf8').slice(-800);
  } catch {
    return '(no log)';
  }
}
