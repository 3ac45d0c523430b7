import type { ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import { rm } from 'node:fs/promises';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function groupAlive(pid: number): boolean {
  try {
    process.kill(-pid, 0);
    return true;
  } catch {
    return false;
  }
}

function signalGroup(pid: number, signal: NodeJS.Signals): void {
  try {
    process.kill(-pid, signal);
  } catch {
    // The group is gone already.
  }
}

/**
 * Stops a process started with `detached: true` (its own process group) and every process of that group: a browser's
 * renderers, zygote and crash handler keep writing to its profile after the main process has gone. SIGTERM, then
 * SIGKILL after `graceMs`; resolves once no process of the group is left (or after a last bounded wait).
 */
export async function stopProcessGroup(child: ChildProcess, graceMs = 3000): Promise<void> {
  const pid = child.pid;
  if (pid === undefined) return;
  signalGroup(pid, 'SIGTERM');
  const deadline = Date.now() + graceMs;
  while (groupAlive(pid) && Date.now() < deadline) await sleep(50);
  if (groupAlive(pid)) signalGroup(pid, 'SIGKILL');
  const lastDeadline = Date.now() + 5000;
  while (groupAlive(pid) && Date.now() < lastDeadline) await sleep(50);
}

/**
 * Removes a temporary directory (a browser profile, a database folder) with retries, and never throws: a run whose
 * figures and verdicts are good must not fail on clean-up. What could not be removed is said on stderr.
 */
export async function removeTree(path: string): Promise<void> {
  try {
    await rm(path, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });
  } catch (error) {
    process.stderr.write(`clean-up: could not remove ${path}: ${error instanceof Error ? error.message : String(error)}\n`);
  }
}

/** `removeTree` for synchronous clean-up paths (a process's exit handler). */
export function removeTreeSync(path: string): void {
  try {
    rmSync(path, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });
  } catch (error) {
    process.stderr.write(`clean-up: could not remove ${path}: ${error instanceof Error ? error.message : String(error)}\n`);
  }
}
