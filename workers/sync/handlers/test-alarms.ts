import { endpoints, type TestAlarmList } from '../../../src/contract/index.ts';
import { failureFromHttp } from '../failure-from-http.ts';
import { endpointWrite } from './endpoint-write.ts';
import { done, type EngineScope, NO_ARGS, withSession } from './handler.ts';

/**
 * Test alarms (SUP-17..22): the centre's routines and test users come back directly (a small list only this page
 * reads, fetched again on each visit); a run is live, because the operator waits for its outcome in a modal.
 */
export function testAlarmHandlers(scope: EngineScope) {
  return {
    testAlarmList: withSession(scope, NO_ARGS, async (runtime) => {
      const result = await runtime.ctx.http.send(endpoints.testAlarms);
      return result.ok ? done<TestAlarmList>(result.value) : failureFromHttp(result);
    }),
    runTestAlarm: endpointWrite(scope, 'runTestAlarm', 'live'),
  };
}
export type TestAlarmHandlers = ReturnType<typeof testAlarmHandlers>;
