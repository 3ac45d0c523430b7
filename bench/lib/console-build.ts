import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { stripVTControlCharacters } from 'node:util';
import { log } from './log.ts';

const repoRoot = fileURLToPath(new URL('../../', import.meta.url));
export const BENCH_DIST = '/tmp/dist-bench';

/**
 * The console to bench: `--console-dir <dir>` names an existing build; otherwise the console is built into the
 * bench's own folder (vite run as its own process; its output is kept for the reason when it fails).
 */
export async function consoleBuild(argv: readonly string[]): Promise<string> {
  const given = argv.indexOf('--console-dir');
  if (given >= 0 && argv[given + 1]) return argv[given + 1] as string;
  const started = performance.now();
  const output: Buffer[] = [];
  await new Promise<void>((resolve, reject) => {
    const child = spawn(process.execPath, ['node_modules/vite/bin/vite.js', 'build', '--outDir', BENCH_DIST, '--emptyOutDir', '--logLevel', 'error'], {
      cwd: repoRoot,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout.on('data', (chunk: Buffer) => output.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => output.push(chunk));
    child.once('error', reject);
    child.once('exit', (code) => {
      if (code === 0) return resolve();
      const text = stripVTControlCharacters(Buffer.concat(output).toString('utf8'));
      const reason = /\[[A-Z_]+\][^\n]*/.exec(text) ?? /error[^\n]*/i.exec(text);
      reject(new Error(`console build failed: ${(reason?.[0] ?? text.slice(-300)).trim()}`));
    });
  });
  log(`console built into ${BENCH_DIST} in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  return BENCH_DIST;
}
