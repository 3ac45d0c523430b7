import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DEMO_INGEST_KEY, DEMO_PASSWORD } from '../demo/demo-accounts.ts';
import { createDemoLink } from '../routes/dev-routes.ts';
import { POSTGRES_ADMIN_URL } from '../test-support/provided-context.ts';
import { brokenBody, requestValue, validValue, type JsonSchema } from '../test-support/schema-arbitrary.ts';
import { startTestServer, TestClock, type TestServer } from '../test-support/test-server.ts';

/**
 * Requests per run (ARC_FUZZ_RUNS): 10,000 on SQLite, 3,000 more on PostgreSQL (whose column types refuse what SQLite
 * takes) within the test command's time.
 */
const RUNS = Number(process.env.ARC_FUZZ_RUNS ?? (inject(POSTGRES_ADMIN_URL) ? 3_000 : 10_000));

interface Operation {
  method: string;
  path: string;
  security: { bearer?: unknown; apiKey?: unknown; queryToken?: unknown }[];
  /** The statuses the document declares for the operation. */
  statuses: Set<number>;
  parameters: { name: string; in: 'path' | 'query' | 'header'; schema: JsonSchema }[];
  body?: { contentType: string; schema: JsonSchema };
}

const DEAD = ['none', 'garbage', 'expired'] as const;
const LIVE = ['owner', 'otherOperator', 'readOnly', 'oneTimeLink'] as const;
type Caller = (typeof DEAD)[number] | (typeof LIVE)[number];

interface Request {
  operation: Operation;
  caller: Caller;
  path: string;
  pathValues: Record<string, string>;
  query: string;
  body?: { contentType: string; body: string | Uint8Array };
}

/** The operations of the server's own OpenAPI document, except those that end the session the run uses. */
function operationsOf(document: { paths: Record<string, Record<string, { operationId?: string; security?: Operation['security']; parameters?: Operation['parameters']; requestBody?: { content: Record<string, { schema: JsonSchema }> }; responses: Record<string, unknown> }>> }): Operation[] {
  return Object.entries(document.paths).flatMap(([path, item]) =>
    Object.entries(item)
      .filter(([, op]) => !/logout|password/i.test(op.operationId ?? ''))
      .map(([method, op]) => {
        const [contentType, content] = Object.entries(op.requestBody?.content ?? {})[0] ?? [];
        return { method: method.toUpperCase(), path, security: op.security ?? [], statuses: new Set(Object.keys(op.responses).map(Number)), parameters: op.parameters ?? [], ...(contentType && content ? { body: { contentType, schema: content.schema } } : {}) };
      }),
  );
}

/** A path segment; a lone surrogate cannot be encoded, so it travels as the invalid UTF-8 it would make. */
function segment(value: string): string {
  try {
    return encodeURIComponent(value);
  } catch {
    return '%ED%A0%80';
  }
}

const text = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value) ?? '');

function encodeBody(contentType: string, value: unknown): string {
  if (contentType !== 'application/x-www-form-urlencoded') return JSON.stringify(value) ?? '';
  const entries = typeof value === 'object' && value !== null && !Array.isArray(value) ? Object.entries(value).map(([k, v]) => [k, text(v)]) : [['value', text(value)]];
  return new URLSearchParams(entries).toString();
}

function requestFor(operation: Operation): fc.Arbitrary<Request> {
  const inPath = operation.parameters.filter((p) => p.in === 'path');
  const inQuery = operation.parameters.filter((p) => p.in === 'query');
  // Small ids and the demo's ids half the time, so requests reach stored alarms, users and contacts.
  const pathValue = (schema: JsonSchema) => fc.oneof(fc.integer({ min: 1, max: 40 }).map(String), requestValue(schema).map(text));
  return fc.record({
    operation: fc.constant(operation),
    caller: fc.constantFrom<Caller>(...DEAD, ...LIVE),
    pathValues: fc.record(Object.fromEntries(inPath.map((p) => [p.name, pathValue(p.schema)]))),
    query: fc.record(Object.fromEntries(inQuery.map((p) => [p.name, requestValue(p.schema).map(text)])), { requiredKeys: [] }).map((q) => new URLSearchParams(q as Record<string, string>).toString()),
    body: operation.body ? fc.option(fc.oneof({ weight: 3, arbitrary: validValue(operation.body.schema).map((v) => ({ contentType: operation.body!.contentType, body: encodeBody(operation.body!.contentType, v) })) }, { weight: 1, arbitrary: requestValue({}).map((v) => ({ contentType: operation.body!.contentType, body: encodeBody(operation.body!.contentType, v) })) }, { weight: 1, arbitrary: brokenBody }), { nil: undefined }) : fc.constant(undefined),
  }).map((r) => ({ ...r, path: operation.path.replace(/\{(\w+)\}/g, (_, name: string) => segment(r.pathValues[name] ?? '')) }));
}

describe('fuzzing every route with requests generated from the contract (fast-check)', () => {
  let server: TestServer;
  let operations: Operation[];
  const token: Partial<Record<Caller, string>> = { garbage: 'garbage-token' };
  let linked: { AlarmId: number; GlobalAlarmId: string };

  beforeAll(async () => {
    const clock = new TestClock();
    server = await startTestServer({ clock, loginLimits: { perUser: 100_000, perAddress: 100_000, windowMs: 60_000 } });
    token.expired = await server.login('eva');
    clock.advance((server.app.arc.options.tokenTtlSeconds + 60) * 1000);
    [token.owner, token.otherOperator, token.readOnly] = await Promise.all([server.login('anna'), server.login('bjorn'), server.login('frida')]);
    const alarms = (await server.request('GET', '/api/alarms?onlyactive=true', { token: token.owner })).body as { AlarmId: number; GlobalAlarmId: string }[];
    linked = alarms[0]!;
    const link = await createDemoLink(server.app.arc, { alarmId: linked.AlarmId, username: 'anna' });
    token.oneTimeLink = (await server.request('POST', `/api/urllogin?p=${link.p}`, { json: { password: DEMO_PASSWORD } })).body.access_token;
    operations = operationsOf((await server.request('GET', '/api/openapi.json')).body);
  });
  afterAll(async () => {
    await server?.close();
  });

  it(`${RUNS} requests: no answer of 500 or more, no data for a missing or dead token, none for a one-time link outside its alarm; the contract as others read it: every status one the document declares for the operation`, async () => {
    const statuses = new Map<number, number>();
    const send = async (r: Request): Promise<number> => {
      const headers: Record<string, string> = {};
      const bearer = token[r.caller];
      if (bearer) headers.authorization = `Bearer ${bearer}`;
      if (r.operation.security.some((s) => 'apiKey' in s)) headers['x-api-key'] = DEMO_INGEST_KEY;
      if (r.body) headers['content-type'] = r.body.contentType;
      const answer = await fetch(`${server.base}${r.path}${r.query ? `?${r.query}` : ''}`, { method: r.operation.method, headers, ...(r.body && r.operation.method !== 'GET' ? { body: typeof r.body.body === 'string' ? r.body.body : new Blob([Uint8Array.from(r.body.body)]) } : {}) });
      await answer.arrayBuffer();
      statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
      return answer.status;
    };
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...operations).chain(requestFor), async (r) => {
        const status = await send(r);
        const where = `${r.operation.method} ${r.path} as ${r.caller}: ${status}`;
        expect(status, where).toBeLessThan(500);
        expect(r.operation.statuses.has(status), `${where} is not among the statuses the document declares`).toBe(true);
        const bearerRoute = r.operation.security.some((s) => 'bearer' in s);
        if (bearerRoute && (DEAD as readonly string[]).includes(r.caller)) expect(status >= 200 && status < 300, where).toBe(false);
        const alarmRef = r.pathValues.alarm_id;
        if (bearerRoute && r.caller === 'oneTimeLink' && alarmRef !== undefined && alarmRef !== String(linked.AlarmId) && alarmRef !== linked.GlobalAlarmId) {
          expect(status >= 200 && status < 300, where).toBe(false);
        }
      }),
      { numRuns: RUNS, endOnFailure: true },
    );
    expect((await server.request('GET', '/healthz')).status).toBe(200);
    const total = [...statuses.values()].reduce((a, b) => a + b, 0);
    expect(total).toBeGreaterThanOrEqual(RUNS);
    console.info(`fuzz: ${total} requests over ${operations.length} operations; statuses ${JSON.stringify(Object.fromEntries([...statuses].sort((a, b) => a[0] - b[0])))}`);
  }, 600_000);
});
