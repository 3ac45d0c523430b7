import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test-support/test-server.ts';

describe('source maps', () => {
  let server: TestServer;
  const consoleDir = mkdtempSync(join(tmpdir(), 'arc-console-'));
  beforeAll(async () => {
    mkdirSync(join(consoleDir, 'assets'));
    writeFileSync(join(consoleDir, 'index.html'), '<!doctype html><title>ARC</title>');
    writeFileSync(join(consoleDir, 'assets', 'index-abc.js'), 'console.log(1);\n');
    writeFileSync(join(consoleDir, 'assets', 'index-abc.js.map'), JSON.stringify({ version: 3, sources: ['../src/secret-rules.ts'], mappings: 'AAAA' }));
    server = await startTestServer({ consoleDir });
  });
  afterAll(async () => {
    await server.close();
    rmSync(consoleDir, { recursive: true, force: true });
  });

  it('security #19: the console\'s scripts are served but their source maps answer 404, however the path is spelled', async () => {
    expect((await server.request('GET', '/assets/index-abc.js')).status).toBe(200);
    for (const path of ['/assets/index-abc.js.map', '/assets/index-abc.js.MAP', '/assets/index-abc.js%2Emap', '/assets/index-abc.js.map?x=1']) {
      const answer = await server.request('GET', path);
      expect([path, answer.status]).toEqual([path, 404]);
      expect(JSON.stringify(answer.body)).not.toContain('secret-rules');
    }
  });
});
