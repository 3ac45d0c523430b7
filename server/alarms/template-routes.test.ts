import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TemplateLayoutSchema } from '../../src/contract/index.ts';
import { startTestServer, type TestServer } from '../test-support/test-server.ts';

let server: TestServer;
let anna: string;

beforeAll(async () => {
  server = await startTestServer();
  anna = await server.login('anna');
});
afterAll(async () => {
  await server.close();
});

describe('template routes', () => {
  it('DETAIL-16 API-23 the server supplies a template as JSON text on both paths, and 404 for one it has none of, an Object member\'s name included', async () => {
    const viaApi = await server.request<string>('GET', '/api/template?template=ostergotland&source=console', { token: anna });
    expect(viaApi.status).toBe(200);
    const layout = TemplateLayoutSchema.parse(viaApi.body);
    expect(layout.name).toBe('ostergotland');
    expect(layout.lead?.[0]?.id).toBe('logs');
    const viaStatic = await server.request('GET', '/static/ostergotland');
    expect(viaStatic).toMatchObject({ status: 200, body: viaApi.body });
    expect((await server.request('GET', '/api/template?template=acme', { token: anna })).status).toBe(404);
    expect((await server.request('GET', '/static/acme')).status).toBe(404);
    // Names an Object has of its own are no templates (the fuzzer's "constructor" was a 500).
    for (const name of ['constructor', 'toString', '__proto__']) expect((await server.request('GET', `/static/${name}`)).status).toBe(404);
    expect((await server.request('GET', '/api/template?template=ostergotland')).status).toBe(401);
  });
});
