import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { get } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompressFile } from '../build/precompress.ts';
import { startTestServer, type TestServer } from './test-support/test-server.ts';

interface RawAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** A GET with the given Accept-Encoding, bytes as they travel (fetch would decode them). */
function rawGet(base: string, path: string, acceptEncoding: string): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    get(`${base}${path}`, { headers: { 'accept-encoding': acceptEncoding } }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }));
    }).on('error', reject);
  });
}

describe('the built console over the wire', () => {
  let server: TestServer;
  const consoleDir = mkdtempSync(join(tmpdir(), 'arc-console-'));
  const script = `export const rows = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => ({ AlarmId: i, AlarmText: `Fall detected ${i}` })))};\n`;
  beforeAll(async () => {
    mkdirSync(join(consoleDir, 'assets'));
    writeFileSync(join(consoleDir, 'index.html'), '<!doctype html><title>ARC</title>');
    writeFileSync(join(consoleDir, 'assets', 'index-abc123.js'), script);
    writeFileSync(join(consoleDir, 'sw.js'), script);
    writeFileSync(join(consoleDir, 'manifest.webmanifest'), '{"name":"ARC"}');
    await Promise.all([precompressFile(join(consoleDir, 'assets', 'index-abc123.js')), precompressFile(join(consoleDir, 'sw.js'))]);
    server = await startTestServer({ consoleDir });
  });
  afterAll(async () => {
    await server.close();
    rmSync(consoleDir, { recursive: true, force: true });
  });

  it('sends the build-time brotli or gzip copy as the browser accepts it, the same script once decoded', async () => {
    const br = await rawGet(server.base, '/assets/index-abc123.js', 'gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('accept-encoding');
    expect(br.body.length).toBeLessThan(script.length / 4);
    expect(brotliDecompressSync(br.body).toString()).toBe(script);

    const gz = await rawGet(server.base, '/assets/index-abc123.js', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.body).toString()).toBe(script);

    const plain = await rawGet(server.base, '/assets/index-abc123.js', 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(script);
    expect(String(plain.headers['content-type'])).toContain('javascript');
  });

  it('caches hashed assets for a year as immutable, and revalidates the service worker and the manifest', async () => {
    expect((await rawGet(server.base, '/assets/index-abc123.js', 'br')).headers['cache-control']).toBe('public, max-age=31536000, immutable');
    for (const path of ['/sw.js', '/manifest.webmanifest']) {
      const answer = await rawGet(server.base, path, 'br');
      expect([path, answer.status, answer.headers['cache-control']]).toEqual([path, 200, 'no-cache']);
    }
    expect((await rawGet(server.base, '/', 'br')).headers['cache-control']).toBe('no-cache');
  });
});
