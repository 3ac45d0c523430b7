import { z } from 'zod';
import { ApiErrorSchema, endpoints, PROTOCOL_VERSION, type EndpointDef } from '../../src/contract/index.ts';

/** The server's routes outside the contract's calls: sockets, media streams, operations and the demo's helpers. */
export const SERVER_ROUTES: readonly { method: 'GET' | 'POST'; path: string; summary: string; security: 'none' | 'bearer' | 'query' }[] = [
  { method: 'GET', path: '/api/WsPander', summary: 'The push socket (websocket upgrade); ?token= or ?ticket=, &devicetoken=', security: 'query' },
  { method: 'GET', path: '/api/voice/signal', summary: "The demo voice gateway's signalling socket (websocket upgrade)", security: 'none' },
  { method: 'GET', path: '/media/cameras/:id/mjpeg', summary: 'A camera as MJPEG (media ticket in the query)', security: 'query' },
  { method: 'GET', path: '/media/cameras/:id/webm', summary: 'A camera as WebM (media ticket in the query)', security: 'query' },
  { method: 'GET', path: '/media/cameras/:id/hls/:file', summary: 'A camera as HLS: playlist and segments (media ticket in the query)', security: 'query' },
  { method: 'GET', path: '/media/products/:file', summary: 'A product picture of a transmitter', security: 'none' },
  { method: 'GET', path: '/metrics', summary: 'Counters and gauges of this instance (Prometheus text)', security: 'none' },
  { method: 'GET', path: '/readyz', summary: 'Takes new work: 200, or 503 while unreachable or draining', security: 'none' },
  { method: 'GET', path: '/api/openapi.json', summary: 'This document', security: 'none' },
  { method: 'GET', path: '/api/dev/outbox', summary: 'Demo only, loopback only: the sms codes the centre would have sent', security: 'none' },
  { method: 'POST', path: '/api/dev/urllogin', summary: 'Demo only, loopback only: a one-time link to an alarm', security: 'none' },
  { method: 'GET', path: '/api/dev/cameras/:id', summary: 'Demo only, loopback only: a demo camera', security: 'none' },
];

type Json = Record<string, unknown>;

/** JSON Schema 2020-12 of what a caller sends (input) or receives; a part zod cannot express becomes `{}`. */
function jsonSchema(schema: z.ZodType, io: 'input' | 'output'): Json {
  // The dialect is the document's (jsonSchemaDialect), not repeated in each of its hundreds of schemas.
  const result = z.toJSONSchema(schema, { io, unrepresentable: 'any', target: 'draft-2020-12' }) as Json;
  delete result.$schema;
  return result;
}

const openApiPath = (path: string) => path.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, '{$1}');

function parameters(def: EndpointDef): Json[] {
  const of = (object: z.ZodObject | undefined, where: 'path' | 'query') =>
    Object.entries(object?.shape ?? {}).map(([name, field]) => ({
      name,
      in: where,
      required: where === 'path' || !(field as z.ZodType).safeParse(undefined).success,
      schema: jsonSchema(field as z.ZodType, 'input'),
    }));
  const idempotency = def.write ? [{ name: 'Idempotency-Key', in: 'header', required: false, description: 'A retried write with the same key is applied once', schema: { type: 'string', maxLength: 200 } }] : [];
  return [...of(def.params, 'path'), ...of(def.query, 'query'), ...idempotency];
}

const SECURITY = { bearer: [{ bearer: [] }], apiKey: [{ apiKey: [] }], none: [], query: [{ queryToken: [] }] } as const;

function operation(name: string, def: EndpointDef): Json {
  const mediaType = def.encoding === 'form' ? 'application/x-www-form-urlencoded' : 'application/json';
  const answer = def.responseType === 'text' ? { 'text/plain': { schema: { type: 'string' } } } : def.responseType === 'blob' ? { 'application/octet-stream': {} } : { 'application/json': { schema: jsonSchema(def.response, 'output') } };
  return {
    operationId: name,
    security: SECURITY[def.auth],
    parameters: parameters(def),
    ...(def.body && def.encoding !== 'none' ? { requestBody: { required: true, content: { [mediaType]: { schema: jsonSchema(def.body, 'input') } } } } : {}),
    responses: {
      '200': { description: 'Success', content: answer },
      default: { description: 'An error: a stable code in `error`, the fields in `errors`', content: { 'application/json': { schema: jsonSchema(ApiErrorSchema, 'output') } } },
    },
  };
}

/**
 * The contract as an OpenAPI 3.1 document (GET /api/openapi.json), generated from the same zod schemas the console
 * and this server validate with, so another backend or an integrator can check itself against it. Calls that share
 * a method and path (GET /api/alarms: list, catch-up, selection, told apart by their query) are one operation with
 * the others named in `x-arc-calls` and every variant's answer under `oneOf`.
 */
export function openApiDocument(): Json {
  const paths: Record<string, Record<string, Json>> = {};
  for (const [name, def] of Object.entries(endpoints) as [string, EndpointDef][]) {
    const item = (paths[openApiPath(def.path)] ??= {});
    const method = def.method.toLowerCase();
    const existing = item[method];
    if (!existing) {
      item[method] = operation(name, def);
      continue;
    }
    const next = operation(name, def);
    const known = new Set((existing.parameters as { name: string }[]).map((p) => p.name));
    existing.parameters = [...(existing.parameters as Json[]), ...(next.parameters as { name: string }[]).filter((p) => !known.has(p.name)).map((p) => ({ ...p, required: false }))];
    existing['x-arc-calls'] = [...((existing['x-arc-calls'] as string[] | undefined) ?? [existing.operationId as string]), name];
    const responses = existing.responses as { '200': { content: { 'application/json'?: { schema: Json } } } };
    const ok = responses['200'].content['application/json'];
    const nextSchema = (next.responses as typeof responses)['200'].content['application/json']?.schema;
    if (ok && nextSchema) ok.schema = { oneOf: [...((ok.schema.oneOf as Json[] | undefined) ?? [ok.schema]), nextSchema] };
  }
  for (const route of SERVER_ROUTES) {
    const item = (paths[openApiPath(route.path)] ??= {});
    const pathParameters = [...route.path.matchAll(/:([A-Za-z_][A-Za-z0-9_]*)/g)].map((m) => ({ name: m[1], in: 'path', required: true, schema: { type: 'string' } }));
    item[route.method.toLowerCase()] = { summary: route.summary, security: SECURITY[route.security], parameters: pathParameters, responses: { default: { description: route.summary } } };
  }
  return {
    openapi: '3.1.0',
    jsonSchemaDialect: 'https://json-schema.org/draft/2020-12/schema',
    info: { title: 'ARC operator console: the contract of its server', version: `protocol ${PROTOCOL_VERSION}` },
    components: {
      securitySchemes: {
        bearer: { type: 'http', scheme: 'bearer', description: 'Authorization: Bearer <access_token> (POST /api/token)' },
        apiKey: { type: 'apiKey', in: 'header', name: 'X-Api-Key', description: 'The ingest key of an alarm receiver' },
        queryToken: { type: 'apiKey', in: 'query', name: 'token', description: 'An access token, socket ticket or media ticket in the query (a browser cannot set headers on these)' },
      },
    },
    paths,
  };
}
