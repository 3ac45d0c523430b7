import { authorizationHeader, isApiPath, normalisePath } from '../../src/contract/index.ts';
import type { ExternalDocument } from '../../src/sync-client/engine-types.ts';
import { type CommandResult, EngineErrorCode, failure } from '../../src/sync-client/failure.ts';
import { type Auth, REQUEST_TIMEOUT_MS } from './http.ts';

/** A document bigger than this is not shown (a widget is no place for it, and it would sit in memory twice). */
export const EXTERNAL_MAX_CHARS = 1_000_000;

const FAILED = failure(EngineErrorCode.EXTERNAL_LOAD_FAILED, 'FAILED_LOAD_DATA');

export interface ExternalFetchOptions {
  baseUrl: string;
  fetch: typeof fetch;
  auth(): Auth | null;
}

/**
 * GETs an external-info document (WIDGET-11) for the widget to sanitise and render; the answer is not stored. A
 * relative address is the ARC server's own and gets the session's token; any other origin gets neither the token
 * nor cookies. Only http(s) is fetched.
 */
export async function fetchExternalDocument(options: ExternalFetchOptions, address: string): Promise<CommandResult<ExternalDocument>> {
  const server = new URL(options.baseUrl);
  let url: URL;
  try {
    url = new URL(address, `${server.origin}/`);
  } catch {
    return FAILED;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return FAILED;
  const sameOrigin = url.origin === server.origin;
  // The server's API is no document: a link into it (e.g. the renewal token) would show the operator's secrets.
  // Judged on the path as the server's router reads it, so `/%61pi/...` is no way round.
  if (sameOrigin && isApiPath(normalisePath(url.pathname))) return FAILED;
  const auth = sameOrigin ? options.auth() : null;
  let response: Response;
  try {
    response = await options.fetch(url.toString(), {
      method: 'GET',
      headers: { Accept: 'text/html, text/markdown, text/plain;q=0.9', ...(auth ? { Authorization: authorizationHeader(auth.tokenType, auth.accessToken) } : {}) },
      credentials: sameOrigin ? 'same-origin' : 'omit',
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
  } catch {
    return { ...FAILED, status: 0 };
  }
  if (!response.ok) return { ...FAILED, status: response.status };
  const text = await response.text().catch(() => null);
  if (text === null || text.length > EXTERNAL_MAX_CHARS) return { ...FAILED, status: response.status };
  return { ok: true, value: { text, contentType: (response.headers.get('content-type') ?? '').split(';')[0]?.trim().toLowerCase() ?? '' } };
}
