import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export interface Instance {
  port: number;
  process: ChildProcess;
  /** Everything it printed (its start-up lines and logs). */
  output(): string;
  /** SIGTERM (drains) or SIGKILL; resolves when the process has exited. */
  stop(signal?: NodeJS.Signals): Promise<void>;
}

const ROOT = fileURLToPath(new URL('..', import.meta.url));

/** One server instance (`server/main.ts`) as its own process; resolves once `/readyz` answers 200. */
export async function startInstance(port: number, env: Record<string, string>, quiet = true): Promise<Instance> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: ROOT,
    // The demo's DC-09 receiver (PORT + 1000) is off unless a caller turns it on: nothing reserved that port.
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', ARC_DC09_TCP_PORT: 'off', ARC_DC09_UDP_PORT: 'off', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let text = '';
  const keep = (chunk: Buffer) => {
    text += chunk.toString();
    if (!quiet) process.stdout.write(chunk);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const instance: Instance = {
    port,
    process: child,
    output: () => text,
    async stop(signal = 'SIGTERM') {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      await exited;
    },
  };
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`instance on ${port} exited (${child.exitCode}):\n${text}`);
    const ready = await fetch(`http://127.0.0.1:${port}/readyz`).then((r) => r.ok, () => false);
    if (ready) return instance;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  await instance.stop('SIGKILL');
  throw new Error(`instance on ${port} not ready within 60 s:\n${text}`);
}
