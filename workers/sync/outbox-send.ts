import { type EndpointDef, type EndpointName, endpoints } from '../../src/contract/index.ts';
import type { OutboxRow } from '../../src/db/rows.ts';
import { errorMessage } from '../../src/domain/http-errors.ts';
import { serverErrorCode } from './failures.ts';
import type { Http } from './http.ts';
import type { SendOutcome } from './outbox.ts';

/**
 * One attempt of a stored write, with its Idempotency-Key. No answer, 5xx, 408, 429 and 401 (the token is being
 * renewed) mean "try again later"; any other refusal is final and carries the server's code and message.
 */
export async function sendOutboxRow(http: Http, row: OutboxRow): Promise<SendOutcome> {
  const def: EndpointDef | undefined = endpoints[row.call as EndpointName];
  if (!def) return { kind: 'refused', code: 'UNKNOWN_CALL', message: row.call, status: 0 };
  const result = await http.send(def, {
    params: row.params,
    ...(row.query ? { query: row.query } : {}),
    ...(row.body !== undefined ? { body: row.body } : {}),
    ...(row.auth ? { auth: row.auth } : {}),
    idempotencyKey: row.key,
  });
  if (result.ok) return { kind: 'done', value: result.value };
  const { status } = result;
  // A write with its own token (a queued logout) that meets 401: that session has ended already, which was the point.
  if (row.auth && status === 401) return { kind: 'done', value: undefined };
  if (status === 0 || status >= 500 || status === 408 || status === 429 || status === 401) {
    return { kind: 'unreachable', code: status === 0 ? 'OFFLINE' : `HTTP_${status}`, message: status === 0 ? 'INTERNET_CONNECTION_ABORT' : 'SERVICE_UNAVAILABLE', status };
  }
  return { kind: 'refused', code: serverErrorCode(result.body) ?? `HTTP_${status}`, message: errorMessage(result.body), status };
}
