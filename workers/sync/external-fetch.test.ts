import { describe, expect, it } from 'vitest';
import { fetchExternalDocument } from './external-fetch.ts';

/** A fetch that records what was asked and answers `body` with `type`. */
function recordingFetch(body: string, type: string, status = 200) {
  const requests: { url: string; init: RequestInit | undefined }[] = [];
  const fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    requests.push({ url: String(input), init });
    return new Response(body, { status, headers: { 'content-type': type } });
  }) as typeof globalThis.fetch;
  return { fetch, requests };
}

const auth = () => ({ tokenType: 'bearer', accessToken: 'secret-token' });
const headers = (init: RequestInit | undefined) => (init?.headers ?? {}) as Record<string, string>;

describe('fetching an external-info document', () => {
  it('WIDGET-11 a relative address is fetched from the ARC server with the session token; the media type is returned', async () => {
    const { fetch, requests } = recordingFetch('# Care plan', 'text/markdown; charset=utf-8');
    const result = await fetchExternalDocument({ baseUrl: 'https://arc.example.org', fetch, auth }, '/docs/care-plan.md');
    expect(result).toEqual({ ok: true, value: { text: '# Care plan', contentType: 'text/markdown' } });
    expect(requests[0]?.url).toBe('https://arc.example.org/docs/care-plan.md');
    expect(headers(requests[0]?.init).Authorization).toBe('bearer secret-token');
  });

  it('another origin never gets the token or cookies', async () => {
    const { fetch, requests } = recordingFetch('<p>Hi</p>', 'text/html');
    const result = await fetchExternalDocument({ baseUrl: 'https://arc.example.org', fetch, auth }, 'https://partner.example.com/info.html');
    expect(result).toMatchObject({ ok: true, value: { contentType: 'text/html' } });
    expect(headers(requests[0]?.init).Authorization).toBeUndefined();
    expect(requests[0]?.init?.credentials).toBe('omit');
  });

  it('WIDGET-15 a refusal, an unreachable server or a non-http address answer FAILED_LOAD_DATA', async () => {
    const refused = recordingFetch('nope', 'text/plain', 404);
    expect(await fetchExternalDocument({ baseUrl: 'https://arc.example.org', fetch: refused.fetch, auth }, '/missing.md')).toMatchObject({ ok: false, code: 'EXTERNAL_LOAD_FAILED', messageKey: 'FAILED_LOAD_DATA', status: 404 });
    const unreachable = (async () => {
      throw new TypeError('network');
    }) as typeof globalThis.fetch;
    expect(await fetchExternalDocument({ baseUrl: 'https://arc.example.org', fetch: unreachable, auth }, '/x.md')).toMatchObject({ ok: false, code: 'EXTERNAL_LOAD_FAILED', messageKey: 'FAILED_LOAD_DATA', status: 0 });
    const never = recordingFetch('', 'text/plain');
    expect(await fetchExternalDocument({ baseUrl: 'https://arc.example.org', fetch: never.fetch, auth }, 'javascript:alert(1)')).toMatchObject({ ok: false, code: 'EXTERNAL_LOAD_FAILED', messageKey: 'FAILED_LOAD_DATA' });
    // A link into the server's own API is refused (case-insensitive paths), so no token or operator data is shown.
    expect(await fetchExternalDocument({ baseUrl: 'https://arc.example.org', fetch: never.fetch, auth }, '/API/me/renewaltoken')).toMatchObject({ ok: false, code: 'EXTERNAL_LOAD_FAILED', messageKey: 'FAILED_LOAD_DATA' });
    expect(never.requests).toEqual([]);
  });

  it('security #1: an encoded or dotted link into the API is refused and never gets the bearer', async () => {
    const never = recordingFetch('{"token":"renewal"}', 'application/json');
    for (const link of ['/%61pi/me/renewaltoken', '/%41PI/me/renewaltoken', '/docs/%2e%2e/api/me/renewaltoken', '/%2561pi/me', 'https://arc.example.org/%61pi/me']) {
      expect(await fetchExternalDocument({ baseUrl: 'https://arc.example.org', fetch: never.fetch, auth }, link)).toMatchObject({ ok: false, code: 'EXTERNAL_LOAD_FAILED', messageKey: 'FAILED_LOAD_DATA' });
    }
    expect(never.requests).toEqual([]);
  });
});
