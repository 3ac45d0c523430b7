import type { z } from 'zod';
import { endpoints, type EndpointQueryInput } from '../../../src/contract/index.ts';
import type { ObjectSearchResult } from '../../../src/db/rows.ts';
import { EngineErrorCode, failure } from '../../../src/sync-client/failure.ts';
import { failureFromHttp } from '../failure-from-http.ts';
import { loadPositions } from '../loaders.ts';
import { type EndpointArgs, endpointArgsSchema, endpointWrite } from './endpoint-write.ts';
import { done, type EngineScope, withSession } from './handler.ts';

/** The monitored users (objects): notes, search, locate and the user-info request. */
export function userHandlers(scope: EngineScope) {
  const informationRequest = endpointWrite(scope, 'informationRequest', 'live');
  const locate = endpointWrite(scope, 'locateUser', 'live');
  return {
    addUserNote: endpointWrite(scope, 'addUserNote', 'mayWait'),
    /**
     * Asks the object's device for its position (only offered when PositioningEnabled); live: nobody waits later.
     * The user's positions are loaded then, and again on each change of the user, so the page sees the result.
     */
    locateUser: withSession(scope, endpointArgsSchema(endpoints.locateUser) as z.ZodType<EndpointArgs<'locateUser'>, EndpointArgs<'locateUser'>>, async (runtime, _db, args, caller) => {
      const result = await locate(args, caller);
      if (result.ok) await loadPositions(runtime.ctx, Number(args.params.user_id));
      return result;
    }),
    /**
     * The user-info (profile) request (API-54, ROUTE-22): the server raises an alarm the requester owns and answers
     * its AlarmId and Template for the console to open; live, because the operator waits for that alarm.
     */
    informationRequest: async (...call: Parameters<typeof informationRequest>) => {
      const result = await informationRequest(...call);
      if (!result.ok) return result;
      const alarmId = result.value.AlarmId;
      if (typeof alarmId !== 'number') return failure(EngineErrorCode.INVALID_RESPONSE, 'GENERIC_ERROR_MESSAGE');
      return done({ alarmId, template: result.value.Template || 'default' });
    },
    /** Search results are not stored: they come back directly. */
    userSearch: withSession(scope, endpoints.userSearch.query as z.ZodType<EndpointQueryInput<'userSearch'>, EndpointQueryInput<'userSearch'>>, async (runtime, _db, query) => {
      const result = await runtime.ctx.http.send(endpoints.userSearch, { query });
      if (result.ok) return done<ObjectSearchResult[]>(result.value);
      return result.blocked ? done<ObjectSearchResult[]>([]) : failureFromHttp(result);
    }),
  };
}
export type UserHandlers = ReturnType<typeof userHandlers>;
