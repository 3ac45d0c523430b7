import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { lintFromString, loadConfig } from '@redocly/openapi-core';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints } from '../../src/contract/index.ts';
import { startTestServer, type TestServer } from '../test-support/test-server.ts';

interface Operation {
  operationId?: string;
  parameters?: { name: string; in: string; schema: object }[];
  responses: Record<string, { content?: Record<string, { schema?: object }> }>;
}
interface Document {
  openapi: string;
  components: object;
  paths: Record<string, Record<string, Operation>>;
}

const key = (method: string, path: string) => `${method} ${path.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, '{$1}')}`.toLowerCase();

describe('GET /api/openapi.json: the contract as OpenAPI 3.1', () => {
  let server: TestServer;
  let document: Document;
  let served: string;
  beforeAll(async () => {
    server = await startTestServer();
    const answer = await fetch(`${server.base}/api/openapi.json`);
    expect(answer.status).toBe(200);
    served = await answer.text();
    document = JSON.parse(served) as Document;
  });
  afterAll(async () => {
    await server.close();
  });

  const operations = () => Object.entries(document.paths).flatMap(([path, item]) => Object.entries(item).map(([method, op]) => ({ method, path, op })));

  it('documents every route the server registers, and every documented operation is served', () => {
    expect(document.openapi).toBe('3.1.0');
    const served = new Set(server.app.arcRoutes.filter((r) => r.method !== 'HEAD' && r.url !== '/' && !r.url.startsWith('/*')).map((r) => key(r.method, r.url)));
    const documented = new Set(operations().map(({ method, path }) => key(method, path)));
    expect([...served].filter((route) => !documented.has(route))).toEqual([]);
    expect([...documented].filter((route) => !served.has(route))).toEqual([]);
  });

  it('serves every call of the contract, each under its own name or named by the operation it shares a path with', () => {
    const names = new Set(operations().flatMap(({ op }) => [op.operationId, ...((op as { 'x-arc-calls'?: string[] })['x-arc-calls'] ?? [])]));
    expect(Object.keys(endpoints).filter((name) => !names.has(name))).toEqual([]);
  });

  it("its schemas are valid JSON Schema 2020-12, and the server's real answers match them", async () => {
    const ajv = new Ajv2020({ strict: false, allErrors: true });
    // A schema's references point into the document's components.
    const compile = (schema: object) => ajv.compile({ ...schema, components: document.components });
    // Each distinct schema once: the error answers of most operations share theirs.
    const distinct = new Map<string, string>();
    for (const { op, method, path } of operations()) {
      for (const schema of [...(op.parameters ?? []).map((p) => p.schema), ...Object.values(op.responses).flatMap((r) => Object.values(r.content ?? {}).map((c) => c.schema ?? {}))]) {
        distinct.set(JSON.stringify(schema), `${method} ${path}`);
      }
    }
    for (const [schema, where] of distinct) expect(() => compile(JSON.parse(schema) as object), where).not.toThrow();
    const token = await server.login('anna');
    for (const [path, sample] of [['/api/alarms/{alarm_id}/basic', '/api/alarms/1/basic'], ['/api/me', '/api/me'], ['/api/alarms/{alarm_id}', '/api/alarms/1']] as const) {
      const schema = document.paths[path]?.get?.responses['200']?.content?.['application/json']?.schema;
      expect(schema, path).toBeDefined();
      const validate = compile(schema!);
      const answer = await server.request('GET', sample, { token });
      expect(answer.status).toBe(200);
      expect(validate(answer.body), `${sample}: ${JSON.stringify(validate.errors)}`).toBe(true);
    }
  });

  it('the contract as others read it: an error the server answers is documented for its operation, status and code, with its body', async () => {
    const ajv = new Ajv2020({ strict: false, allErrors: true });
    const token = await server.login('anna');
    const cases = [
      { path: '/api/alarms/{alarm_id}', method: 'get', answer: await server.request('GET', '/api/alarms/999999', { token }) },
      { path: '/api/token', method: 'post', answer: await server.request('POST', '/api/token', { form: { grant_type: 'password', UserName: 'anna', Password: 'wrong' } }) },
      { path: '/api/alarms/{alarm_id}/reasonv2', method: 'post', answer: await server.request('POST', '/api/alarms/1/reasonv2', { token, json: {} }) },
    ];
    for (const { path, method, answer } of cases) {
      const documented = document.paths[path]?.[method]?.responses[String(answer.status)]?.content?.['application/json']?.schema;
      expect(documented, `${method} ${path}: ${answer.status}`).toBeDefined();
      const validate = ajv.compile({ ...documented!, components: document.components });
      expect(validate(answer.body), `${method} ${path}: ${JSON.stringify(answer.body)} ${JSON.stringify(validate.errors)}`).toBe(true);
    }
  });

  it("the contract as others read it: the served document passes Redocly's recommended rules (server/ops/redocly.yaml) with no error and no warning", async () => {
    const configPath = join(dirname(fileURLToPath(import.meta.url)), 'redocly.yaml');
    const config = await loadConfig({ configPath });
    const problems = await lintFromString({ source: served, absoluteRef: join(dirname(configPath), 'openapi.json'), config });
    const listed = problems.filter((p) => !p.ignored).map((p) => `${p.severity} ${p.ruleId}: ${p.message} at ${p.location[0]?.pointer ?? '?'}`);
    expect(listed, listed.join('\n')).toEqual([]);
  });
});
