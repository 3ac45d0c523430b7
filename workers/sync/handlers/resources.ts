import type { z } from 'zod';
import { endpoints, type EndpointParamsInput, type ResourceCall } from '../../../src/contract/index.ts';
import { failureFromHttp } from '../failure-from-http.ts';
import { endpointArgsSchema, endpointWrite } from './endpoint-write.ts';
import { AlarmRef, DONE, done, type EngineScope, withSession } from './handler.ts';

/**
 * Resource calls of an alarm (calls §3, §4). Sending and recalling are live writes, not the outbox: a responder
 * sent an hour late (a queued call replayed after a reconnect) is worse than a visible failure, the operator needs
 * the Successful count now (RES-21), and the popup keeps the typed message until the send succeeds, so nothing typed
 * is lost. The Idempotency-Key of the one send makes a retried request call once.
 */
const ResourceCallArgs = endpointArgsSchema(endpoints.callResourceGet) as z.ZodType<{ params: EndpointParamsInput<'callResourceGet'> }, { params: EndpointParamsInput<'callResourceGet'> }>;

export function resourceHandlers(scope: EngineScope) {
  return {
    /** The existing call of one resource, or null (RES-12). Not stored: the popup reads it fresh each time. */
    resourceCallGet: withSession(scope, ResourceCallArgs, async (runtime, _db, args) => {
      const result = await runtime.ctx.http.send(endpoints.callResourceGet, args);
      return result.ok ? done<ResourceCall | null>(result.value) : failureFromHttp(result);
    }),
    /**
     * Fetches the alarm's contacts and resources again (their LoggedIn/Active states change) into the stored details;
     * a failure goes back to the button that asked (RES-06).
     */
    reloadResources: withSession(scope, AlarmRef, async (runtime, db, args) => {
      const result = await runtime.ctx.http.send(endpoints.alarm, { params: { alarm_id: args.alarmId } });
      if (!result.ok) return failureFromHttp(result);
      await db.alarmDetails.update(args.alarmId, { Contacts: result.value.Contacts, Resources: result.value.Resources });
      return DONE;
    }),
    callResourceCreate: endpointWrite(scope, 'callResourceCreate', 'live'),
    callResourceDelete: endpointWrite(scope, 'callResourceDelete', 'live'),
  };
}
export type ResourceHandlers = ReturnType<typeof resourceHandlers>;
