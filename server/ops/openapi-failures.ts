import { ERROR_HTTP_STATUS, type EndpointDef, type ErrorCode } from '../../src/contract/index.ts';
import type { DeclaredFailure } from '../../src/contract/endpoint-docs.ts';
import { isIngestPath } from '../routes/request-path.ts';
import type { Json } from './openapi-schema.ts';

/** Where the shared error body lives in the document. */
const API_ERROR_REF = '#/components/schemas/ApiError';

/** What the common failures are read from: a contract call's definition, or a server route's method and path. */
type FailureSource = Pick<EndpointDef, 'method' | 'path' | 'auth' | 'params' | 'query' | 'body'>;

/** A failure as the server answers it: the code and its HTTP status. */
interface Failure {
  code: ErrorCode;
  status: number;
}

const asFailure = (declared: DeclaredFailure): Failure =>
  typeof declared === 'string' ? { code: declared, status: ERROR_HTTP_STATUS[declared] } : { code: declared[0], status: declared[1] };

/**
 * The failures every call of its kind may answer, read from the definition as the server's route wrapper
 * (define-route.ts) and hooks (app.ts) apply them: the allowlist of client ranges on /api (not ingest), the schema
 * check of params, query and body, bearer or API-key authentication, idempotent replay and the session's rate of writes.
 */
function commonFailures(def: FailureSource): DeclaredFailure[] {
  const write = def.method !== 'GET';
  return [
    ...(def.path.startsWith('/api/') && !isIngestPath(def.path) ? (['untrustedsource'] as const) : []),
    ...(def.params || def.query || def.body ? (['VALIDATION_FAILED'] as const) : []),
    ...(def.body ? ([['VALIDATION_FAILED', 413], ['VALIDATION_FAILED', 415]] as const) : []),
    ...(def.auth === 'bearer' ? (['UNAUTHORIZED', 'FORBIDDEN'] as const) : []),
    ...(def.auth === 'apiKey' ? (['INVALID_API_KEY'] as const) : []),
    ...(write && def.auth !== 'none' ? (['IDEMPOTENCY_CONFLICT', 'ALREADY_APPLIED'] as const) : []),
    ...(write && def.auth === 'bearer' ? (['RATE_LIMITED'] as const) : []),
    'INTERNAL_ERROR',
  ];
}

/**
 * The error answers of one operation, by status: each names its codes and carries the shared error body with
 * `error` narrowed to them.
 */
export function failureResponses(def: FailureSource, declared: readonly DeclaredFailure[] = []): Record<string, Json> {
  const byStatus = new Map<number, Set<ErrorCode>>();
  for (const { code, status } of [...commonFailures(def), ...declared].map(asFailure)) {
    byStatus.set(status, (byStatus.get(status) ?? new Set()).add(code));
  }
  // The router refuses a path parameter that is not valid percent-encoding (400) or too long (414) before any route
  // runs, in the same body but with its own names (`Bad Request`) in `error`.
  const routed = /:[A-Za-z_]/.test(def.path);
  if (routed) byStatus.set(400, byStatus.get(400) ?? new Set()).set(414, new Set());
  const responses = [...byStatus].sort(([a], [b]) => a - b).map(([status, codes]): [string, Json] => {
    const named = [...codes].map((code) => `\`${code}\``);
    const byRouter = routed && (status === 400 || status === 414);
    return [
      String(status),
      {
        description: byRouter ? [...named, 'the router’s own for a path parameter it cannot take'].join(', ') : named.join(', '),
        content: { 'application/json': { schema: byRouter ? { $ref: API_ERROR_REF } : { $ref: API_ERROR_REF, properties: { error: { enum: [...codes] } } } } },
      },
    ];
  });
  return Object.fromEntries(responses);
}
