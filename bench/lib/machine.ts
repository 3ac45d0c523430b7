import { execFileSync } from 'node:child_process';
import { cpus, loadavg, totalmem } from 'node:os';

function quiet(command: string, args: string[]): string {
  try {
    return execFileSync(command, args, { stdio: ['ignore', 'pipe', 'ignore'] }).toString().trim();
  } catch {
    return 'unknown';
  }
}

/** The machine a run came from, so figures are never read without it. */
export function machine() {
  return {
    cpu: cpus()[0]?.model ?? 'unknown',
    cores: cpus().length,
    memoryGb: Math.round(totalmem() / 1073741824),
    loadAverageAtStart: loadavg().map((value) => Math.round(value * 100) / 100),
    node: process.version,
    chromium: quiet(process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', ['--version']),
    commit: quiet('git', ['rev-parse', '--short', 'HEAD']),
  };
}
