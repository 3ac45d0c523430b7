import { z } from 'zod';
import { endpoints, type EndpointQueryInput, type EndpointResponse } from '../../../src/contract/index.ts';
import { consolePrints } from '../../../src/domain/browser-log.ts';
import { engineConsole } from '../engine-console.ts';
import { failureFromHttp } from '../failure-from-http.ts';
import { endpointWrite } from './endpoint-write.ts';
import { checked, done, DONE, type EngineScope, NO_ARGS, withSession } from './handler.ts';

/**
 * The support page (calls §2-§9): reads that come back directly (the system test's rows, a subscription, the latest
 * browser log) and are not stored, since they are the answer of the moment; the system-test start and the browser
 * log upload are live: a start or a log that arrives late helps nobody.
 */
/** A support search's argument is the endpoint's query, as the contract declares it. */
const queryOf = <N extends 'supportSubscription' | 'supportAudit'>(name: N) => endpoints[name].query as unknown as z.ZodType<EndpointQueryInput<N>, EndpointQueryInput<N>>;

export function supportHandlers(scope: EngineScope) {
  const startSystemTests = endpointWrite(scope, 'startSystemTests', 'live');
  const upload = endpointWrite(scope, 'debugLog', 'live');
  return {
    supportSystemTests: withSession(scope, NO_ARGS, async (runtime) => {
      const result = await runtime.ctx.http.send(endpoints.systemTests, {});
      return result.ok ? done<EndpointResponse<'systemTests'>>(result.value) : failureFromHttp(result);
    }),
    supportStartSystemTests: startSystemTests,
    supportSubscription: withSession(scope, queryOf('supportSubscription'), async (runtime, _db, query) => {
      const result = await runtime.ctx.http.send(endpoints.supportSubscription, { query });
      return result.ok ? done<EndpointResponse<'supportSubscription'>>(result.value) : failureFromHttp(result);
    }),
    /** The audit trail of one operator or one person, a page at a time (security #NM7). */
    supportAudit: withSession(scope, queryOf('supportAudit'), async (runtime, _db, query) => {
      const result = await runtime.ctx.http.send(endpoints.supportAudit, { query });
      return result.ok ? done<EndpointResponse<'supportAudit'>>(result.value) : failureFromHttp(result);
    }),
    supportLatestBrowserLog: withSession(scope, NO_ARGS, async (runtime) => {
      const result = await runtime.ctx.http.send(endpoints.latestDebugLog, {});
      return result.ok ? done<EndpointResponse<'latestDebugLog'>>(result.value) : failureFromHttp(result);
    }),
    /** The tab's lines with the engine's own since the last upload, as one upload (ERR-18). */
    uploadBrowserLog: checked(z.object({ username: z.string(), lines: z.array(z.string()) }), async (args, caller) => {
      // Every line starts with its ISO time, so a text sort interleaves the two sources in time order.
      const engineLines = engineConsole()?.drain() ?? [];
      const lines = [...engineLines, ...args.lines].sort();
      if (lines.length === 0) return DONE;
      const result = await upload({ body: { username: args.username, data: lines } }, caller);
      if (result.ok) return DONE;
      // The tab keeps its own lines for the next upload; the engine keeps its (qa-supervisor P2-4).
      engineConsole()?.putBack(engineLines);
      return result;
    }),
    /** The engine's console prints as the tab's does (CENTRAL_CONSOLE_LOGGING, ERR-20). */
    configureEngineConsole: checked(z.object({ centralConsoleLogging: z.boolean() }), async (args) => {
      engineConsole()?.setPrints((level) => consolePrints(level, { CENTRAL_CONSOLE_LOGGING: args.centralConsoleLogging }));
      return DONE;
    }),
  };
}
export type SupportHandlers = ReturnType<typeof supportHandlers>;
