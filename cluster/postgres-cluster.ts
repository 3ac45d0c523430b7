import { execFileSync, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync } from 'node:fs';
import pg from 'pg';
import { removeTreeSync } from '../tests/clean-up.ts';
import { freePort } from './free-port.ts';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** A throw-away PostgreSQL cluster: its own data directory in /tmp, its own port, trust logins on loopback only. */
export interface PostgresCluster {
  /** Connection string of the cluster's `postgres` database, as the superuser `arc`. */
  adminUrl: string;
  stop(): void;
}

/** The newest installed server's binaries (Debian keeps them out of PATH). */
function binDir(): string {
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root) ? readdirSync(root).filter((v) => existsSync(join(root, v, 'bin', 'initdb'))).sort((a, b) => Number(b) - Number(a)) : [];
  if (!versions[0]) throw new Error('PostgreSQL is not installed: apt-get install -y postgresql (the test command does this)');
  return join(root, versions[0], 'bin');
}

/** initdb refuses to run as root: there, the cluster belongs to the `postgres` account Debian's package creates. */
function runAs(): { uid: number; gid: number } | undefined {
  if (process.getuid?.() !== 0) return undefined;
  const id = (flag: string) => Number(execFileSync('id', [flag, 'postgres'], { encoding: 'utf8' }).trim());
  return { uid: id('-u'), gid: id('-g') };
}

export async function startPostgresCluster(): Promise<PostgresCluster> {
  const bin = binDir();
  const dir = mkdtempSync(join(tmpdir(), 'arc-pg-'));
  const owner = runAs();
  if (owner) chownSync(dir, owner.uid, owner.gid);
  const run = (program: string, args: string[]) => {
    const result = spawnSync(join(bin, program), args, { encoding: 'utf8', ...(owner ? { uid: owner.uid, gid: owner.gid } : {}), env: { ...process.env, LC_ALL: 'C' } });
    if (result.status !== 0) throw new Error(`${program} failed (${result.status ?? result.signal}): ${result.stderr || result.stdout}`);
  };
  const data = join(dir, 'data');
  run('initdb', ['-D', data, '-U', 'arc', '-A', 'trust', '-E', 'UTF8', '--locale=C', '--no-sync']);
  const port = await freePort();
  // Durability is not what these tests prove: no fsync makes every commit of the suite cheap.
  const settings = ['-p', String(port), '-k', dir, '-c', 'listen_addresses=127.0.0.1', '-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off', '-c', 'max_connections=400'];
  run('pg_ctl', ['start', '-D', data, '-w', '-l', join(dir, 'server.log'), '-o', settings.join(' ')]);
  return {
    adminUrl: `postgres://arc@127.0.0.1:${port}/postgres`,
    stop() {
      spawnSync(join(bin, 'pg_ctl'), ['stop', '-D', data, '-m', 'immediate'], { ...(owner ? { uid: owner.uid, gid: owner.gid } : {}) });
      removeTreeSync(dir);
    },
  };
}

/** Runs one statement as the cluster's superuser (create or drop a database). */
export async function adminStatement(adminUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** Creates a database in the cluster (a copy of `template` when given) and returns its URL. */
export async function createDatabase(adminUrl: string, name: string, template?: string): Promise<string> {
  await adminStatement(adminUrl, `create database ${name}${template ? ` template ${template}` : ''}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}
