import type { z } from 'zod';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * One HTTP call of the protocol, as data: the console and the engine build requests from it, the server
 * registers its route and validates with it. Paths use `:name` for parameters, the names of `params`.
 */
export interface EndpointDef {
  method: HttpMethod;
  path: string;
  params?: z.ZodObject;
  query?: z.ZodObject;
  body?: z.ZodType;
  /** How the body travels: none, JSON, or application/x-www-form-urlencoded. */
  encoding: 'none' | 'json' | 'form';
  response: z.ZodType;
  /** Bearer: `Authorization: <token_type> <access_token>`; apiKey: the X-Api-Key header. */
  auth: 'bearer' | 'none' | 'apiKey';
  /** The call changes state and accepts an Idempotency-Key header (the outbox retries it safely). */
  write: boolean;
  /** Only for answers that are not JSON: `text` (templates), `blob` (media files). */
  responseType?: 'text' | 'blob';
  /**
   * What a write's answer is, so the engine applies it only as what it is: `alarm` the changed alarm
   * (AlarmWriteAnswerSchema), `note` a note of the alarm's user; absent, nothing the console stores (it reloads the
   * alarm the write changed).
   */
  answers?: 'alarm' | 'note';
}

/** Header a write may carry so a retried request is applied once. */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
/** Header of the ingest API key. */
export const API_KEY_HEADER = 'X-Api-Key';

/** Keeps a call definition's literal types (path, method, schemas) while checking it is a EndpointDef. */
export function defineEndpoint<const D extends EndpointDef>(def: D): D {
  return def;
}

/**
 * The fields shared by the bearer calls on one resource (an alarm, a user): method, path and the path's params
 * schema; everything but GET is a write.
 */
export function bearerEndpoint<const M extends HttpMethod, const P extends string, S extends z.ZodObject>(
  method: M,
  path: P,
  params: S,
) {
  return { method, path, params, auth: 'bearer', write: method !== 'GET' } as const;
}

/** The Authorization header value: `<token_type> <access_token>` (API-01). */
export function authorizationHeader(tokenType: string, accessToken: string): string {
  return `${tokenType} ${accessToken}`;
}

type SchemaOf<D, K extends keyof EndpointDef> = D extends { [P in K]: infer S extends z.ZodType } ? S : undefined;
type OutputOf<S> = S extends z.ZodType ? z.output<S> : undefined;
type InputOf<S> = S extends z.ZodType ? z.input<S> : undefined;

/** Path parameters after parsing (server view) and as a caller may give them (numbers or strings). */
export type DefParams<D> = OutputOf<SchemaOf<D, 'params'>>;
export type DefParamsInput<D> = InputOf<SchemaOf<D, 'params'>>;
export type DefQuery<D> = OutputOf<SchemaOf<D, 'query'>>;
export type DefQueryInput<D> = InputOf<SchemaOf<D, 'query'>>;
export type DefBody<D> = OutputOf<SchemaOf<D, 'body'>>;
export type DefResponse<D> = OutputOf<SchemaOf<D, 'response'>>;

/**
 * buildPath's parameter argument: required and typed for a call with params, absent for one without, optional
 * and untyped for code handling any EndpointDef.
 */
export type PathArgs<D extends EndpointDef> = D extends { params: z.ZodObject }
  ? [params: DefParamsInput<D>]
  : 'params' extends keyof D
    ? [params?: Readonly<Record<string, unknown>>]
    : [];

/**
 * Fills a definition's path with URL-encoded parameters. A missing parameter is a programming error and throws,
 * rather than sending a request to a wrong path.
 */
export function buildPath<D extends EndpointDef>(def: D, ...[params]: PathArgs<D>): string {
  const values = (params ?? {}) as Record<string, unknown>;
  return def.path.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined || value === null || value === '') {
      throw new Error(`buildPath: missing :${name} for ${def.path}`);
    }
    return encodeURIComponent(String(value));
  });
}

/**
 * Query string (with its leading `?`, or empty) for query values: undefined and null are left out, arrays are
 * joined with commas (id lists), everything else goes through String().
 */
export function buildQueryString(query: Readonly<Record<string, unknown>> | undefined): string {
  if (!query) return '';
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    search.set(key, Array.isArray(value) ? value.map(String).join(',') : String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

/** Form encoding of a body (the `form` calls): same value rules as the query string. */
export function buildFormBody(body: Readonly<Record<string, unknown>>): string {
  return buildQueryString(body).slice(1);
}
