import { endpointWrite } from './endpoint-write.ts';
import type { EngineScope } from './handler.ts';

/** The respondent groups the operator works in (core §4 "Groups"). */
export function groupHandlers(scope: EngineScope) {
  const write = endpointWrite(scope, 'setRespondentGroups', 'live');
  return {
    /** Posts the selection, then reloads alarms and groups (core §4); live: it decides which alarms arrive. */
    setRespondentGroups: async (...call: Parameters<typeof write>) => {
      const result = await write(...call);
      if (result.ok) await scope.runtime()?.refreshAll();
      return result;
    },
  };
}
export type GroupHandlers = ReturnType<typeof groupHandlers>;
