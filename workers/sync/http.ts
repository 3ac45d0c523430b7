import {
  authorizationHeader,
  buildFormBody,
  buildPath,
  buildQueryString,
  type EndpointDef,
  type DefResponse,
  IDEMPOTENCY_HEADER,
} from '../../src/contract/index.ts';
import { isSuccessStatus } from '../../src/domain/http-errors.ts';
import { BLOCKED, type GetDeduper } from './dedupe.ts';

/**
 * Every HTTP request of the engine: builds it from the contract's call definition, adds the Authorization header,
 * de-duplicates identical GETs, and checks the answer with the call's response schema (a boundary).
 */

export interface Auth {
  tokenType: string;
  accessToken: string;
}

export type HttpResult<T> =
  | { ok: true; status: number; value: T }
  /** status 0: no answer. `blocked`: refused by GET de-duplication, to be ignored silently. */
  | { ok: false; status: number; statusText: string; body: unknown; blocked: boolean };

export interface HttpRequest {
  params?: Readonly<Record<string, unknown>>;
  query?: Readonly<Record<string, unknown>>;
  body?: unknown;
  idempotencyKey?: string;
  /** Overrides the session's token (the two-factor step uses the first token). */
  auth?: Auth | null;
}

/**
 * A request that has not answered by then counts as no answer (status 0): a hung request must not hold the GET
 * de-duplication slot, a poll or a write forever. Writes are retried with the same Idempotency-Key.
 */
export const REQUEST_TIMEOUT_MS = 20_000;

export interface Http {
  send<D extends EndpointDef>(def: D, request?: HttpRequest): Promise<HttpResult<DefResponse<D>>>;
}

export interface HttpOptions {
  baseUrl: string;
  fetch: typeof fetch;
  auth(): Auth | null;
  dedupe: GetDeduper;
  /** Observes every answer to a request made with the session's token (a 401 there ends the session). */
  onAnswer?(status: number): void;
}

export function createHttp(options: HttpOptions): Http {
  async function perform(def: EndpointDef, url: string, request: HttpRequest): Promise<HttpResult<unknown>> {
    const headers: Record<string, string> = { Accept: 'application/json' };
    const auth = request.auth === undefined ? options.auth() : request.auth;
    const withSessionToken = def.auth === 'bearer' && request.auth === undefined;
    if (def.auth === 'bearer' && auth) headers.Authorization = authorizationHeader(auth.tokenType, auth.accessToken);
    if (request.idempotencyKey) headers[IDEMPOTENCY_HEADER] = request.idempotencyKey;
    let body: string | undefined;
    if (def.encoding === 'json' && request.body !== undefined) {
      headers['Content-Type'] = 'application/json';
      body = JSON.stringify(request.body);
    } else if (def.encoding === 'form' && request.body !== undefined) {
      headers['Content-Type'] = 'application/x-www-form-urlencoded';
      body = buildFormBody(request.body as Record<string, unknown>);
    }
    let response: Response;
    try {
      response = await options.fetch(url, {
        method: def.method,
        headers,
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
        ...(body !== undefined ? { body } : {}),
      });
    } catch {
      if (withSessionToken) options.onAnswer?.(0);
      return { ok: false, status: 0, statusText: '', body: undefined, blocked: false };
    }
    const asDataUrl = def.responseType === 'blob' && isSuccessStatus(response.status);
    const text = asDataUrl ? await dataUrlOf(response).catch(() => '') : await response.text().catch(() => '');
    if (withSessionToken) options.onAnswer?.(response.status);
    const payload = def.responseType === 'text' || asDataUrl ? text : parseJson(text);
    if (!isSuccessStatus(response.status)) return { ok: false, status: response.status, statusText: response.statusText, body: payload, blocked: false };
    const parsed = def.response.safeParse(payload);
    if (!parsed.success) {
      return { ok: false, status: response.status, statusText: 'Invalid response', body: payload, blocked: false };
    }
    return { ok: true, status: response.status, value: parsed.data };
  }

  return {
    async send(def, request = {}) {
      const path = (buildPath as (d: EndpointDef, p?: unknown) => string)(def, request.params);
      const url = `${options.baseUrl}${path.startsWith('/') ? '' : '/'}${path}${buildQueryString(request.query)}`;
      if (def.method !== 'GET') return perform(def, url, request) as never;
      const result = await options.dedupe.run(url, () => perform(def, url, request));
      if (result === BLOCKED) return { ok: false, status: 0, statusText: 'blocked', body: undefined, blocked: true };
      return result as never;
    },
  };
}

function parseJson(text: string): unknown {
  if (text === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** A file answer as a data URL (API-22): views show it without a token and IndexedDB keeps it as text. */
async function dataUrlOf(response: Response): Promise<string> {
  const bytes = new Uint8Array(await response.arrayBuffer());
  let binary = '';
  // In chunks: String.fromCharCode with a whole file's bytes as arguments overflows the stack.
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  const type = (response.headers.get('content-type') ?? 'application/octet-stream').split(';')[0]!.trim();
  return `data:${type};base64,${btoa(binary)}`;
}
