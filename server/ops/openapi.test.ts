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
  paths: Record<string, Record<string, Operation>>;
}

const key = (method: string, path: string) => `${method} ${path.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, '{$1}')}`.toLowerCase();

describe('GET /api/openapi.json: the contract as OpenAPI 3.1', () => {
  let server: TestServer;
  let document: Document;
  beforeAll(async () => {
    server = await startTestServer();
    const answer = await server.request<Document>('GET', '/api/openapi.json');
    expect(answer.status).toBe(200);
    document = answer.body;
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
    for (const { op, method, path } of operations()) {
      for (const schema of [...(op.parameters ?? []).map((p) => p.schema), ...Object.values(op.responses).flatMap((r) => Object.values(r.content ?? {}).map((c) => c.schema ?? {}))]) {
        expect(() => ajv.compile(schema), `${method} ${path}`).not.toThrow();
      }
    }
    const token = await server.login('anna');
    for (const [path, sample] of [['/api/alarms/{alarm_id}/basic', '/api/alarms/1/basic'], ['/api/me', '/api/me'], ['/api/alarms/{alarm_id}', '/api/alarms/1']] as const) {
      const schema = document.paths[path]?.get?.responses['200']?.content?.['application/json']?.schema;
      expect(schema, path).toBeDefined();
      const validate = ajv.compile(schema!);
      const answer = await server.request('GET', sample, { token });
      expect(answer.status).toBe(200);
      expect(validate(answer.body), `${sample}: ${JSON.stringify(validate.errors)}`).toBe(true);
    }
  });
});
