import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { removeTree } from '../tests/clean-up.ts';
import { DEMO_INGEST_KEY } from '../server/demo/demo-accounts.ts';
import { startInstance, type Instance } from './instance.ts';
import { startNginx } from './nginx.ts';
import { freePort } from './free-port.ts';
import { createDatabase, startPostgresCluster, type PostgresCluster } from './postgres-cluster.ts';

export interface LocalClusterOptions {
  /** nginx's port; a free one when 0. */
  port: number;
  instances: number;
  /** PostgreSQL to use; a throw-away cluster (removed on stop) when unset. */
  databaseUrl?: string | undefined;
  /**
   * The demo centre (ARC_DEMO=1: demo operators, demo ingest key). The demo trusts no proxy (it refuses
   * ARC_TRUST_PROXY), so its instances then see every client as nginx. Default: a real centre's settings.
   */
  demo?: boolean;
  /** Addresses nginx lets read /metrics (the instances' own ports serve it to anyone on this machine anyway). */
  monitors?: readonly string[];
  /** Extra environment of every instance (ARC_CONSOLE_DIR, ARC_PASSWORD_HASH_COST, …). */
  env?: Record<string, string>;
  /** Print the instances' output. */
  verbose?: boolean;
  /** Each instance runs the DC-09 receiver on TCP and UDP, on a port of its own that a restart keeps (`dc09Ports`). */
  dc09?: boolean;
}

export interface LocalCluster {
  /** The load balancer's address: what a browser opens. */
  url: string;
  /** The instances' PostgreSQL database. */
  databaseUrl: string;
  /** The ingest key outside the demo (ARC_INGEST_KEY, random per start); the demo's key in the demo. */
  ingestKey: string;
  instances: Instance[];
  /** Each instance's DC-09 port (TCP and UDP), in the order of `instances`; empty unless asked for. */
  dc09Ports: number[];
  /** nginx's access log so far. */
  accessLog(): string;
  /** Replaces a stopped instance by a new process on the same port. */
  restart(index: number): Promise<Instance>;
  /** Stops nginx at once (fast shutdown: every open socket drops) and starts it again on the same port. */
  restartBalancer(): Promise<void>;
  stop(): Promise<void>;
}

/** PostgreSQL, N server instances on one database and nginx in front of them, on this machine (`npm run cluster`). */
export async function startLocalCluster(options: LocalClusterOptions): Promise<LocalCluster> {
  const dir = mkdtempSync(join(tmpdir(), 'arc-cluster-'));
  let postgres: PostgresCluster | undefined;
  const instances: Instance[] = [];
  let nginx: ChildProcess | undefined;
  const stop = async () => {
    nginx?.kill('SIGQUIT');
    await Promise.all(instances.map((instance) => instance.stop()));
    postgres?.stop();
    await removeTree(dir);
  };
  try {
    let databaseUrl = options.databaseUrl;
    if (!databaseUrl) {
      postgres = await startPostgresCluster();
      databaseUrl = await createDatabase(postgres.adminUrl, 'arc');
    }
    const ingestKey = options.demo ? DEMO_INGEST_KEY : randomBytes(24).toString('base64url');
    const env: Record<string, string> = {
      DATABASE_URL: databaseUrl,
      // One key on every instance (TOTP secrets sealed by one are read by all, cluster events signed by one too).
      ARC_SECRET_KEY: randomBytes(32).toString('base64'),
      // nginx is the one client address the instances see: let it hold many sockets (nginx limits each client), and
      // outside the demo believe its X-Forwarded-For and X-Request-Id.
      ARC_MAX_CONNECTIONS_PER_ADDRESS: '10000',
      ...(options.demo ? { ARC_DEMO: '1' } : { ARC_DEMO: '0', ARC_TRUST_PROXY: '127.0.0.1', ARC_INGEST_KEY: ingestKey }),
      ...options.env,
    };
    const ports = await Promise.all(Array.from({ length: options.instances }, () => freePort()));
    const dc09Ports = options.dc09 ? await Promise.all(ports.map(() => freePort())) : [];
    // The demo's alarm simulator runs on the first only, or the centre would get N times its alarms.
    const instanceEnv = (index: number) => ({
      ...env,
      ...(index > 0 ? { ARC_SIMULATOR: '0' } : {}),
      ...(options.dc09 ? { ARC_DC09_TCP_PORT: String(dc09Ports[index]), ARC_DC09_UDP_PORT: String(dc09Ports[index]) } : {}),
    });
    // One after another: the first migrates and seeds (the others would wait for its write lock anyway).
    for (const [index, port] of ports.entries()) instances.push(await startInstance(port, instanceEnv(index), !options.verbose));
    const port = options.port || (await freePort());
    // This machine's clients (the browsers, the chaos run's receiver) all come from 127.0.0.1: it is the centre's NAT.
    const balancer = { port, upstreams: ports, dir: join(dir, 'nginx'), sharedAddresses: ['127.0.0.1'], monitors: options.monitors ?? [] };
    nginx = startNginx(balancer);
    const url = `http://127.0.0.1:${port}`;
    await waitFor(`${url}/readyz`);
    return {
      url,
      databaseUrl,
      ingestKey,
      instances,
      dc09Ports,
      accessLog: () => readFileSync(join(dir, 'nginx', 'access.log'), 'utf8'),
      async restart(index) {
        const old = instances[index]!;
        const fresh = await startInstance(old.port, instanceEnv(index), !options.verbose);
        instances[index] = fresh;
        return fresh;
      },
      async restartBalancer() {
        const old = nginx;
        if (old && old.exitCode === null && old.signalCode === null) {
          const exited = new Promise((resolve) => old.once('exit', resolve));
          old.kill('SIGTERM');
          await exited;
        }
        nginx = startNginx(balancer);
        await waitFor(`${url}/readyz`);
      },
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}

async function waitFor(url: string): Promise<void> {
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    if (await fetch(url).then((r) => r.ok, () => false)) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${url} did not answer within 15 s`);
}
