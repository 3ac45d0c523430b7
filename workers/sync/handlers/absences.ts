import { loadAbsences } from '../loaders.ts';
import { type EndpointArgs, endpointWrite } from './endpoint-write.ts';
import type { EngineScope, Handler } from './handler.ts';

/**
 * Absences (calls §4, ABS-03..06): live writes, because the server decides overlap against the absences stored now
 * (ABSENCE_OVERLAP until resent with `query.force`). After the server accepted, the calendar is reloaded before
 * the command answers, so the dialog shows the change.
 */
function thenReloadCalendar<N extends 'createAbsence' | 'endAbsence'>(scope: EngineScope, name: N): Handler<EndpointArgs<N>, unknown> {
  const write = endpointWrite(scope, name, 'live');
  return async (args, caller) => {
    const result = await write(args, caller);
    const runtime = scope.runtime();
    const { params, query } = args as { params: { user_id: number | string }; query?: { alarmid?: number | string } };
    if (result.ok && runtime) await loadAbsences(runtime.ctx, Number(params.user_id), query?.alarmid ? Number(query.alarmid) : null);
    return result;
  };
}

export function absenceHandlers(scope: EngineScope) {
  return {
    createAbsence: thenReloadCalendar(scope, 'createAbsence'),
    endAbsence: thenReloadCalendar(scope, 'endAbsence'),
  };
}
export type AbsenceHandlers = ReturnType<typeof absenceHandlers>;
