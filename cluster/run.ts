import { fileURLToPath } from 'node:url';
import { DEMO_OPERATORS, DEMO_PASSWORD } from '../server/demo/demo-accounts.ts';
import { startLocalCluster } from './local-cluster.ts';

/**
 * `npm run cluster [-- --instances N] [--demo]`: a centre as a deployment would run it, on this machine: PostgreSQL
 * (DATABASE_URL, or a throw-away cluster removed on exit), N server instances (default 2) on that database and nginx
 * in front of them on PORT (default 8080), serving the built console. Without --demo the instances run as a real
 * centre (ARC_DEMO=0, trusting nginx): no demo operators. Ctrl-C stops everything.
 */
const argv = process.argv.slice(2);
const demo = argv.includes('--demo');
const at = argv.indexOf('--instances');
const count = at >= 0 ? Number(argv[at + 1]) : 2;
if (!Number.isInteger(count) || count < 1 || count > 16) {
  console.error('--instances takes a number from 1 to 16');
  process.exit(1);
}

const cluster = await startLocalCluster({
  port: Number(process.env.PORT ?? 8080),
  instances: count,
  databaseUrl: process.env.DATABASE_URL,
  demo,
  env: { ARC_CONSOLE_DIR: fileURLToPath(new URL('../dist/', import.meta.url)) },
});
console.log(
  [
    `ARC console behind nginx: ${cluster.url}/`,
    `Instances: ${cluster.instances.map((i) => `http://127.0.0.1:${i.port} (pid ${i.process.pid})`).join(', ')}; PostgreSQL: ${process.env.DATABASE_URL ? 'DATABASE_URL' : 'a throw-away cluster'}`,
    demo
      ? `Demo operators (password ${DEMO_PASSWORD}): ${DEMO_OPERATORS.map((op) => op.username).join(', ')}`
      : `No demo operators (npm run cluster -- --demo for the demo centre); ingest key: ${cluster.ingestKey}`,
    'Stop an instance with kill -TERM <pid> to watch its consoles move to another; Ctrl-C stops everything.',
  ].join('\n'),
);

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    if (stopping) return;
    stopping = true;
    void cluster.stop().then(() => process.exit(0));
  });
}
