import { createHash } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { PassThrough } from 'node:stream';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as OTPAuth from 'otpauth';
import type { FastifyInstance } from 'fastify';
import { adminStatement, createDatabase } from '../../cluster/postgres-cluster.ts';
import { inject } from 'vitest';
import { POSTGRES_ADMIN_URL, POSTGRES_DEMO_TEMPLATE } from './provided-context.ts';
import { removeTree } from '../../tests/clean-up.ts';
import { buildApp } from '../app.ts';
import type { AppOptions } from '../app/app-options.ts';
import { DEMO_PASSWORD, DEMO_TOTP_SECRET } from '../demo/demo-accounts.ts';
import type { Clock } from '../services/clock.ts';
import type { Json } from './json.ts';

export interface Answer<T = Json> {
  status: number;
  body: T;
  headers: Headers;
}

export interface RequestOptions {
  token?: string;
  json?: unknown;
  form?: Record<string, string>;
  headers?: Record<string, string>;
}

/** A log a test reads back: pass `stream` as `logStream` (with `logger: true`); `text()` is everything written so far. */
export function capturedLog(): { stream: PassThrough; text(): string } {
  const stream = new PassThrough();
  const chunks: string[] = [];
  stream.on('data', (chunk: Buffer) => chunks.push(chunk.toString()));
  return { stream, text: () => chunks.join('') };
}

/** Argon2id with 1 MiB in tests (the suite logs in hundreds of times on two cores); the server's default is 19 MiB. */
export const TEST_HASH_COST = 1;

/** A clock the test moves by hand. */
export class TestClock implements Clock {
  private current: number;
  constructor(start = Date.now()) {
    this.current = start;
  }
  now(): Date {
    return new Date(this.current);
  }
  advance(ms: number): void {
    this.current += ms;
  }
}

export interface TestServer {
  app: FastifyInstance;
  base: string;
  /** Where its data lives, for a command-line tool run against the same database (ARC_DB, DATABASE_URL). */
  database: { file: string; url?: string };
  request<T = Json>(method: string, path: string, options?: RequestOptions): Promise<Answer<T>>;
  /** Logs a demo operator in (through two-factor where needed) and returns the access token. */
  login(username: string): Promise<string>;
  close(): Promise<void>;
}

/**
 * In the `server-postgres` project, a database of the throw-away cluster for this server: its own copy of the seeded
 * demo template when the options leave the demo centre as it is; an empty one (the server seeds it) for another
 * clock, hash cost or no demo; for a caller's `dbFile` (a test restarting the server on the same data), the one
 * named after that file.
 */
async function postgresDatabase(options: AppOptions): Promise<{ url: string; drop: () => Promise<void> } | undefined> {
  const adminUrl = inject(POSTGRES_ADMIN_URL);
  if (!adminUrl) return undefined;
  const { dbFile } = options;
  const name = `arc_${createHash('sha256').update(dbFile ?? `${process.pid}:${Math.random()}`).digest('hex').slice(0, 24)}`;
  const seeded = !dbFile && options.demo !== false && !options.clock && options.passwordHashCost === undefined;
  const url = await createDatabase(adminUrl, name, seeded ? POSTGRES_DEMO_TEMPLATE : undefined).catch((error: unknown) => {
    if (!(dbFile && error instanceof Error && /already exists/.test(error.message))) throw error;
    const existing = new URL(adminUrl);
    existing.pathname = `/${name}`;
    return existing.toString();
  });
  return { url, drop: dbFile ? async () => undefined : () => adminStatement(adminUrl, `drop database ${name} with (force)`) };
}

/**
 * The real server on a random port with its own temporary database (demo centre seeded): a SQLite file, or in the
 * `server-postgres` project a database of the throw-away PostgreSQL cluster.
 */
export async function startTestServer(options: AppOptions = {}): Promise<TestServer> {
  const dir = mkdtempSync(join(tmpdir(), 'arc-test-'));
  const postgres = await postgresDatabase(options);
  const database = { file: options.dbFile ?? join(dir, 'arc.sqlite'), ...(postgres ? { url: postgres.url } : {}) };
  const app = await buildApp({ dbFile: join(dir, 'arc.sqlite'), consoleDir: join(dir, 'no-console'), strictResponses: true, reminderIntervalMs: 0, pruneIntervalMs: 0, floodCheckMs: 0, passwordHashCost: TEST_HASH_COST, ...options, ...(postgres ? { databaseUrl: postgres.url } : {}) });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;

  const request = async <T = Json>(method: string, path: string, opts: RequestOptions = {}): Promise<Answer<T>> => {
    const headers: Record<string, string> = { ...opts.headers };
    if (opts.token) headers.authorization = `Bearer ${opts.token}`;
    let body: string | undefined;
    if (opts.json !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(opts.json);
    } else if (opts.form) {
      headers['content-type'] = 'application/x-www-form-urlencoded';
      body = new URLSearchParams(opts.form).toString();
    }
    const response = await fetch(base + path, { method, headers, ...(body === undefined ? {} : { body }) });
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : undefined;
    } catch {
      // not JSON (metrics, HTML): keep the text
    }
    return { status: response.status, body: parsed as T, headers: response.headers };
  };

  const login = async (username: string): Promise<string> => {
    const first = await request('POST', '/api/token', { form: { grant_type: 'password', UserName: username, Password: DEMO_PASSWORD } });
    if (first.status !== 200) throw new Error(`login ${username}: ${first.status} ${JSON.stringify(first.body)}`);
    const kind = first.body.twoFactorAuthType;
    if (kind === 'none') return first.body.access_token as string;
    const code = kind === 'sms' ? await latestSmsCode(app, username) : await unusedTotpCode(app, username);
    const second = await request('POST', '/api/2fa', { token: first.body.access_token, json: { AuthCode: code, RememberMe: false } });
    if (second.status !== 200) throw new Error(`2fa ${username}: ${second.status} ${JSON.stringify(second.body)}`);
    return second.body.access_token as string;
  };

  return {
    app,
    base,
    database,
    request,
    login,
    close: async () => {
      await app.close();
      await postgres?.drop();
      await removeTree(dir);
    },
  };
}

/** The newest sms code the development outbox holds for an operator. */
export async function latestSmsCode(app: FastifyInstance, username: string): Promise<string> {
  const row = await app.arc.db
    .selectFrom('outbox')
    .innerJoin('respondents as r', 'r.RespondentId', 'outbox.RespondentId')
    .select('outbox.Code')
    .where('r.Username', '=', username)
    .orderBy('outbox.Id', 'desc')
    .executeTakeFirstOrThrow();
  return row.Code;
}

/** The current TOTP code of the demo secret (cecilia). */
export function totpCode(at: Date): string {
  return OTPAuth.TOTP.generate({ secret: OTPAuth.Secret.fromBase32(DEMO_TOTP_SECRET), timestamp: at.getTime() });
}

/**
 * A TOTP code the server still takes: each time step logs in once, so a second login within 30 s uses the next
 * step (accepted within the ±1 window), and a third moves a TestClock on.
 */
export async function unusedTotpCode(app: FastifyInstance, username: string): Promise<string> {
  const { TotpLastStep } = await app.arc.db.selectFrom('respondents').select('TotpLastStep').where('Username', '=', username).executeTakeFirstOrThrow();
  const clock = app.arc.clock;
  const step = () => Math.floor(clock.now().getTime() / 30_000);
  if (TotpLastStep !== null && TotpLastStep >= step() + 1) {
    if (!(clock instanceof TestClock)) throw new Error(`${username}: no unused TOTP step before ${new Date((TotpLastStep + 1) * 30_000).toISOString()}`);
    clock.advance(30_000);
  }
  const next = TotpLastStep === null ? step() : Math.max(step(), TotpLastStep + 1);
  return totpCode(new Date(next * 30_000));
}
