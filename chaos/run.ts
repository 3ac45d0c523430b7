import { existsSync } from 'node:fs';
import { runChaos } from './chaos-run.ts';

/**
 * `npm run chaos -- --minutes N [--rate R]`: the alarm-safety run (chaos-run.ts) against the built console; the
 * report is JSON on stdout, progress on stderr; exits 1 when a check --fail-on names failed (default: any check).
 */
const argv = process.argv.slice(2);
const option = (name: string, fallback: number) => {
  const at = argv.indexOf(name);
  return at >= 0 ? Number(argv[at + 1]) : fallback;
};
const minutes = option('--minutes', 10);
const failAt = argv.indexOf('--fail-on');
const failOn = failAt >= 0 ? argv[failAt + 1] : 'everything';
const perSecond = option('--rate', 20);
if (!Number.isInteger(minutes) || minutes < 1 || !(perSecond > 0) || (failOn !== 'everything' && failOn !== 'delivery')) {
  console.error('usage: npm run chaos -- --minutes N (a whole number, at least 1) [--rate alarms-per-second] [--fail-on everything|delivery] [--without-dc09-flood]');
  process.exit(2);
}
if (!existsSync(new URL('../dist/index.html', import.meta.url))) {
  console.error('the console is not built: npm run build');
  process.exit(2);
}
// Stopped from outside, the run still closes its browsers, Xvfb, servers, nginx and PostgreSQL.
const stop = new AbortController();
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    console.error(`chaos: ${signal}: closing the browsers and the cluster`);
    stop.abort();
  });
}
const result = await runChaos({ minutes, perSecond, failOn, dc09Flood: !argv.includes('--without-dc09-flood'), log: (line) => console.error(`chaos: ${line}`), signal: stop.signal }).catch((error: unknown) => {
  console.error(`chaos: ${(error as Error).message}`);
  process.exit(stop.signal.aborted ? 130 : 1);
});
console.log(JSON.stringify(result, null, 2));
process.exit(result.ok ? 0 : 1);
