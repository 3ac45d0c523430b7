import type { z } from 'zod';
import { endpoints, type EndpointName, type EndpointParamsInput, type EndpointQueryInput } from '../../../src/contract/index.ts';
import { failureFromHttp } from '../failure-from-http.ts';
import { loadCalls } from '../loaders.ts';
import { type EndpointArgs, endpointArgsSchema, endpointWrite } from './endpoint-write.ts';
import { done, type EngineScope, type Handler, withSession } from './handler.ts';

type CallWrite = 'callsHold' | 'callTake' | 'joinConference' | 'leaveConference' | 'takeCall';

/**
 * A call command (calls §5, CALL-11..13, CALL-24..26): a live write (a call cannot wait in the outbox), then the
 * stored calls are reloaded before the command answers, so the panel shows the hold, take or join at once; the
 * `callupdate` push that follows reloads them again.
 */
function thenReloadCalls<N extends CallWrite>(scope: EngineScope, name: N) {
  const write = endpointWrite(scope, name, 'live');
  const handler: Handler<EndpointArgs<N>, unknown> = async (args, caller) => {
    const result = await write(args, caller);
    const runtime = scope.runtime();
    if (runtime) await loadCalls(runtime.ctx);
    return result;
  };
  return handler as typeof write;
}

/** A read answered directly (not stored): a call's status, who is calling. */
function callRead<N extends Extract<EndpointName, 'callDetails' | 'callerId'>>(scope: EngineScope, name: N) {
  const schema = endpointArgsSchema(endpoints[name]) as z.ZodType<{ params: EndpointParamsInput<N>; query?: EndpointQueryInput<N> }, { params: EndpointParamsInput<N>; query?: EndpointQueryInput<N> }>;
  return withSession(scope, schema, async (runtime, _db, args) => {
    const result = await runtime.ctx.http.send(endpoints[name], args as never);
    return result.ok ? done(result.value) : failureFromHttp(result);
  });
}

export function callHandlers(scope: EngineScope) {
  return {
    callsHold: thenReloadCalls(scope, 'callsHold'),
    callTake: thenReloadCalls(scope, 'callTake'),
    joinConference: thenReloadCalls(scope, 'joinConference'),
    leaveConference: thenReloadCalls(scope, 'leaveConference'),
    takeCall: thenReloadCalls(scope, 'takeCall'),
    callDetails: callRead(scope, 'callDetails'),
    callerId: callRead(scope, 'callerId'),
  };
}
export type CallHandlers = ReturnType<typeof callHandlers>;
