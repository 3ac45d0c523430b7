import { z } from 'zod';
import type { EndpointDef } from '../../../src/contract/endpoint-def.ts';
import { type EndpointName, type EndpointParamsInput, type EndpointQueryInput, type EndpointResponse, endpoints, type Endpoints } from '../../../src/contract/index.ts';
import { EngineErrorCode, failure, type MayWaitResult } from '../../../src/sync-client/failure.ts';
import type { FailureContext } from '../failure-from-http.ts';
import type { WriteMode } from '../outbox.ts';
import { type EngineScope, type Handler, type MayWaitHandler, withSession } from './handler.ts';

type Part<K extends string, T> = [T] extends [undefined] ? { [P in K]?: undefined } : { [P in K]: T };
type BodyInput<N extends EndpointName> = Endpoints[N] extends { body: infer S extends z.ZodType } ? z.input<S> : undefined;

/** A write's arguments are the endpoint's own params, query and body, as the contract types them: no re-mapping. */
export type EndpointArgs<N extends EndpointName> = Part<'params', EndpointParamsInput<N>> &
  Part<'body', BodyInput<N>> & { query?: EndpointQueryInput<N> };

/**
 * The schema of an endpoint command's argument, from the contract: the endpoint's params and query; the body is any
 * value here, because endpointWrite checks it itself and answers VALIDATION_FAILED with the contract's message.
 */
export function endpointArgsSchema(def: EndpointDef): z.ZodType<Parts, Parts> {
  return z.object({
    params: def.params ?? z.object({}).optional(),
    query: (def.query ?? z.object({})).optional(),
    body: z.unknown().optional(),
  }) as z.ZodType<Parts, Parts>;
}

interface Parts {
  params?: Record<string, string | number>;
  query?: Record<string, string | number | boolean>;
  body?: unknown;
}

/** The alarm a write belongs to, so views can show it waiting beside the alarm and its answer lands in the row. */
function alarmOf({ params, query, body }: Parts): number | null {
  const candidates = [params?.alarm_id, query?.alarmid, (body as { AlarmId?: unknown } | undefined)?.AlarmId];
  const found = candidates.find((value) => value !== undefined && value !== null && value !== '');
  return found === undefined ? null : Number(found);
}

export interface EndpointWriteOptions {
  /** How a refusal reads (an accept's 404/406 is "Unable to take this alarm"). */
  context?: FailureContext;
}

/** A live write answers the server's answer or a failure; only a write that may wait can answer `queued`. */
type WriteHandler<N extends EndpointName, M extends WriteMode> = M extends 'live'
  ? Handler<EndpointArgs<N>, EndpointResponse<N>>
  : MayWaitHandler<EndpointArgs<N>, EndpointResponse<N>>;

/**
 * The handler of a write that is one endpoint call: the body is checked against the contract first (a write the
 * server would refuse as invalid is refused before it is stored), then it goes through the outbox (may wait) or
 * straight out (live, see the policy in outbox.ts), each with an Idempotency-Key. The answer is used: an updated
 * alarm in it is written to IndexedDB, and the caller gets it.
 */
export function endpointWrite<N extends EndpointName, M extends WriteMode>(
  scope: EngineScope,
  name: N,
  mode: M,
  options: EndpointWriteOptions = {},
): WriteHandler<N, M> {
  const def: EndpointDef = endpoints[name];
  const handler = withSession(scope, endpointArgsSchema(def), async (runtime, _db, parts) => {
    if ('body' in def && def.body && parts.body !== undefined) {
      const parsed = def.body.safeParse(parts.body);
      if (!parsed.success) return failure('VALIDATION_FAILED', undefined, parsed.error.issues[0]?.message);
    }
    const write = {
      endpoint: name,
      params: parts.params ?? {},
      ...(parts.query ? { query: parts.query } : {}),
      ...(parts.body !== undefined ? { body: parts.body } : {}),
      alarmId: alarmOf(parts),
    };
    const result: MayWaitResult<unknown> = mode === 'live' ? await runtime.sendLive(write, options.context) : await runtime.outbox.submit(write);
    if (!result.ok || result.queued) return result;
    const answer = def.response.safeParse(result.value);
    if (!answer.success) return failure(EngineErrorCode.INVALID_RESPONSE, 'GENERIC_ERROR_MESSAGE');
    return { ok: true, value: answer.data as EndpointResponse<N> };
  });
  return handler as WriteHandler<N, M>;
}
