import { type EndpointDef, type EndpointName, endpoints, ErrorCode } from '../../src/contract/index.ts';
import type { OutboxRow } from '../../src/db/rows.ts';
import { EngineErrorCode, failure } from '../../src/sync-client/failure.ts';
import { failureFromHttp, isRetryable, serverErrorCode } from './failure-from-http.ts';
import type { Http } from './http.ts';
import type { SendOutcome } from './outbox.ts';

/**
 * One attempt of a stored write, with its Idempotency-Key. An answer that means "try again later" (isRetryable)
 * keeps it queued; any other refusal is final and carries the server's code and text.
 */
export async function sendOutboxRow(http: Http, row: OutboxRow): Promise<SendOutcome> {
  const def: EndpointDef | undefined = endpoints[row.endpoint as EndpointName];
  if (!def) return { kind: 'refused', failure: failure(EngineErrorCode.UNKNOWN_COMMAND, undefined, row.endpoint) };
  const result = await http.send(def, {
    params: row.params,
    ...(row.query ? { query: row.query } : {}),
    ...(row.body !== undefined ? { body: row.body } : {}),
    ...(row.auth ? { auth: row.auth } : {}),
    idempotencyKey: row.key,
  });
  if (result.ok) return { kind: 'done', value: result.value };
  // A write with its own token (a queued logout) that meets 401: that session has ended already, which was the point.
  if (row.auth && result.status === 401) return { kind: 'done', value: undefined };
  // An earlier attempt was applied and its answer lost (its server instance stopped): delivered, without an answer.
  if (serverErrorCode(result.body) === ErrorCode.ALREADY_APPLIED) return { kind: 'done', value: undefined };
  const mapped = failureFromHttp(result);
  return isRetryable(result.status) ? { kind: 'unreachable', failure: mapped } : { kind: 'refused', failure: mapped };
}
