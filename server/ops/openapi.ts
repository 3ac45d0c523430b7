import { ApiErrorSchema, endpoints, PROTOCOL_VERSION, type EndpointDef, type EndpointName } from '../../src/contract/index.ts';
import { ENDPOINT_DOCS, ENDPOINT_TAGS } from '../../src/contract/endpoint-docs.ts';
import { failureResponses } from './openapi-failures.ts';
import { distinctMembers, jsonSchema, type Json } from './openapi-schema.ts';
import { SERVER_ROUTES, type ServerRoute } from './server-routes.ts';

const openApiPath = (path: string) => path.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, '{$1}');

function parameters(def: EndpointDef): Json[] {
  const of = (object: EndpointDef['params'], where: 'path' | 'query') =>
    Object.entries(object?.shape ?? {}).map(([name, field]) => ({
      name,
      in: where,
      required: where === 'path' || !field.safeParse(undefined).success,
      schema: jsonSchema(field),
    }));
  const idempotency = def.write ? [{ name: 'Idempotency-Key', in: 'header', required: false, description: 'A retried write with the same key is applied once', schema: { type: 'string', maxLength: 200 } }] : [];
  return [...of(def.params, 'path'), ...of(def.query, 'query'), ...idempotency];
}

const SECURITY = { bearer: [{ bearer: [] }], apiKey: [{ apiKey: [] }], none: [], query: [{ queryToken: [] }] } as const;

function answer(def: EndpointDef): Json {
  if (def.responseType === 'text') return { 'text/plain': { schema: { type: 'string' } } };
  if (def.responseType === 'blob') return { 'application/octet-stream': {} };
  return { 'application/json': { schema: jsonSchema(def.response) } };
}

function operation(name: string, def: EndpointDef): Json {
  const mediaType = def.encoding === 'form' ? 'application/x-www-form-urlencoded' : 'application/json';
  const doc = ENDPOINT_DOCS[name as EndpointName];
  return {
    operationId: name,
    summary: doc.summary,
    tags: [doc.tag],
    security: SECURITY[def.auth],
    parameters: parameters(def),
    ...(def.body && def.encoding !== 'none' ? { requestBody: { required: true, content: { [mediaType]: { schema: jsonSchema(def.body) } } } } : {}),
    responses: {
      '200': { description: 'Success', content: answer(def) },
      ...(doc.createdWhen ? { '201': { description: doc.createdWhen, content: answer(def) } } : {}),
      ...failureResponses(def, doc.failures),
    },
  };
}

/**
 * Calls that share a method and path (GET /api/alarms: list, catch-up, selection, told apart by their query) are one
 * operation: the first call's, with the others named in `x-arc-calls`, their parameters optional, and the answer
 * any of theirs.
 */
function joined(existing: Json, name: string, next: Json): Json {
  const known = new Set((existing.parameters as { name: string }[]).map((p) => p.name));
  const parametersOfNext = (next.parameters as { name: string }[]).filter((p) => !known.has(p.name)).map((p) => ({ ...p, required: false }));
  type Responses = { '200': { content: { 'application/json'?: { schema: Json } } } };
  const ok = (existing.responses as Responses)['200'].content['application/json'];
  const nextSchema = (next.responses as Responses)['200'].content['application/json']?.schema;
  if (ok && nextSchema) {
    const members = distinctMembers([...((ok.schema.anyOf as Json[] | undefined) ?? [ok.schema]), nextSchema]);
    ok.schema = members.length === 1 ? members[0]! : { anyOf: members };
  }
  return {
    ...existing,
    parameters: [...(existing.parameters as Json[]), ...parametersOfNext],
    'x-arc-calls': [...((existing['x-arc-calls'] as string[] | undefined) ?? [existing.operationId as string]), name],
  };
}

function serverOperation(route: ServerRoute): Json {
  const pathParameters = [...route.path.matchAll(/:([A-Za-z_][A-Za-z0-9_]*)/g)].map((m) => ({ name: m[1], in: 'path', required: true, schema: { type: 'string' } }));
  return {
    operationId: route.operationId,
    summary: route.summary,
    tags: [route.tag],
    security: SECURITY[route.security],
    parameters: pathParameters,
    responses: {
      [route.success.status]: { description: route.success.description },
      ...(route.failures ? failureResponses({ method: route.method, path: route.path, auth: 'none' }, route.failures) : {}),
      ...route.otherResponses,
    },
  };
}

/**
 * The contract as an OpenAPI 3.1 document (GET /api/openapi.json), generated from the same zod schemas the console
 * and this server validate with, and from the contract's endpoint documentation (summaries, areas, failures), so
 * another backend or an integrator can check itself against it.
 */
export function openApiDocument(): Json {
  const paths: Record<string, Record<string, Json>> = {};
  for (const [name, def] of Object.entries(endpoints) as [string, EndpointDef][]) {
    const item = (paths[openApiPath(def.path)] ??= {});
    const method = def.method.toLowerCase();
    const existing = item[method];
    item[method] = existing ? joined(existing, name, operation(name, def)) : operation(name, def);
  }
  for (const route of SERVER_ROUTES) (paths[openApiPath(route.path)] ??= {})[route.method.toLowerCase()] = serverOperation(route);
  return {
    openapi: '3.1.0',
    jsonSchemaDialect: 'https://json-schema.org/draft/2020-12/schema',
    info: { title: 'ARC operator console: the contract of its server', version: `protocol ${PROTOCOL_VERSION}` },
    // The document is served by the server it describes: its paths are relative to wherever it was fetched from.
    servers: [{ url: '/', description: 'The server that serves this document' }],
    tags: Object.entries(ENDPOINT_TAGS).map(([name, description]) => ({ name, description })),
    components: {
      schemas: { ApiError: jsonSchema(ApiErrorSchema) },
      securitySchemes: {
        bearer: { type: 'http', scheme: 'bearer', description: 'Authorization: Bearer <access_token> (POST /api/token)' },
        apiKey: { type: 'apiKey', in: 'header', name: 'X-Api-Key', description: 'The ingest key of an alarm receiver' },
        queryToken: { type: 'apiKey', in: 'query', name: 'token', description: 'An access token, socket ticket or media ticket in the query (a browser cannot set headers on these)' },
      },
    },
    paths,
  };
}
