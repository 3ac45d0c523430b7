import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { endpoints, defineEndpoint, IDEMPOTENCY_HEADER } from '../../src/contract/index.ts';
import { createGetDeduper } from './dedupe.ts';
import { createHttp } from './http.ts';

function recordingFetch(answer: () => Response) {
  const seen: { url: string; init: RequestInit }[] = [];
  const fetch = (async (url: string, init: RequestInit) => {
    seen.push({ url, init });
    return answer();
  }) as unknown as typeof globalThis.fetch;
  return { fetch, seen };
}

const http = (fetch: typeof globalThis.fetch) =>
  createHttp({ baseUrl: 'http://arc.test', fetch, auth: () => ({ tokenType: 'bearer', accessToken: 'abc' }), dedupe: createGetDeduper() });

describe('http', () => {
  it('API-01 sends the token type and access token, and a write its Idempotency-Key', async () => {
    const { fetch, seen } = recordingFetch(() => new Response(''));
    await http(fetch).send(endpoints.reason, { params: { alarm_id: 7 }, body: { message: 'Fell' }, idempotencyKey: 'k-1' });
    const headers = seen[0]?.init.headers as Record<string, string>;
    expect(seen[0]?.url).toBe('http://arc.test/api/alarms/7/reasonv2');
    expect(headers.Authorization).toBe('bearer abc');
    expect(headers[IDEMPOTENCY_HEADER]).toBe('k-1');
    expect(seen[0]?.init.body).toBe(JSON.stringify({ message: 'Fell' }));
  });

  it('API-02 sends the token request form-encoded', async () => {
    const { fetch, seen } = recordingFetch(
      () => new Response(JSON.stringify({ access_token: 't', token_type: 'bearer', expires_in: 60 })),
    );
    await http(fetch).send(endpoints.token, { body: { grant_type: 'password', UserName: 'anna', Password: 'pw' }, auth: null });
    expect(seen[0]?.init.body).toBe('grant_type=password&UserName=anna&Password=pw');
    expect((seen[0]?.init.headers as Record<string, string>).Authorization).toBeUndefined();
  });

  it('checks an answer against the contract: one that breaks it is a failure, not data', async () => {
    const def = defineEndpoint({ method: 'GET', path: '/api/x', encoding: 'none', response: z.object({ n: z.number() }), auth: 'bearer', write: false });
    const { fetch } = recordingFetch(() => new Response(JSON.stringify({ n: 'not a number' })));
    expect(await http(fetch).send(def)).toMatchObject({ ok: false, status: 200, statusText: 'Invalid response' });
  });

  it('ERR-01 no answer at all is status 0', async () => {
    const fetch = (async () => {
      throw new TypeError('Failed to fetch');
    }) as unknown as typeof globalThis.fetch;
    expect(await http(fetch).send(endpoints.me)).toMatchObject({ ok: false, status: 0, blocked: false });
  });
});
