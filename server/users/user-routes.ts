import type { FastifyInstance } from 'fastify';
import { endpoints } from '../../src/contract/index.ts';
import { acceptAlarm } from '../alarms/alarm-handling-commands.ts';
import { invalid } from '../services/errors.ts';
import { followAbsenceEnd, raiseAbsenceEndAlarm } from './absence-alarm.ts';
import { ingestAlarm } from '../alarms/ingest-service.ts';
import { serverAlarmText } from '../alarms/server-alarm-text.ts';
import * as absences from './absence-service.ts';
import * as notes from './user-note-service.ts';
import * as users from './user-service.ts';
import { defineRoute, type RouteDeps } from '../routes/define-route.ts';

const NOTES_PAGE_SIZE = 5;

export function registerUserRoutes(app: FastifyInstance, deps: RouteDeps): void {
  const { ctx } = deps;
  defineRoute(app, deps, endpoints.userSearch, ({ principal, query }) => users.searchUsers(ctx, principal, { q: query.q, nationalId: query.nationalidnumber ?? query.numberId }));
  defineRoute(app, deps, endpoints.linkedContact, ({ principal, query }) => users.linkedContact(ctx, principal, query.globalalarmid));
  defineRoute(app, deps, endpoints.user, ({ principal, params, query }) => users.userDetails(ctx, principal, params.user_id, query.alarmid), {
    audit: ({ params }) => ({ event: 'user.read', userId: params.user_id }),
  });
  defineRoute(app, deps, endpoints.userHistory, ({ principal, params }) => users.userHistory(ctx, principal, params.user_id));
  defineRoute(app, deps, endpoints.userPositions, ({ principal, params, query }) => users.userPositions(ctx, principal, params.user_id, query.earliest), {
    audit: ({ params }) => ({ event: 'position.read', userId: params.user_id }),
  });
  defineRoute(app, deps, endpoints.locateUser, ({ principal, params }) => users.locateUser(ctx, principal, params.user_id), {
    audit: ({ params }) => ({ event: 'locate', userId: params.user_id }),
  });
  defineRoute(app, deps, endpoints.responseCenterComment, async ({ principal, params, body }) => {
    await users.setResponseCenterComment(ctx, principal, params.user_id, body.comment);
  });
  defineRoute(
    app,
    deps,
    endpoints.userNotes,
    ({ principal, params, query }) => notes.userNotes(ctx, principal, params.user_id, { noteType: query.noteType, alarm: query.alarmId, page: query.page ?? 1, pageSize: query.pageSize ?? NOTES_PAGE_SIZE }),
    { audit: ({ params, query }) => ({ event: 'medical.read', userId: params.user_id, details: { noteType: query.noteType ?? null, alarmId: query.alarmId ?? null } }) },
  );
  defineRoute(app, deps, endpoints.addUserNote, ({ principal, params, body }) => notes.addUserNote(ctx, principal, params.user_id, body), {
    audit: ({ params }) => ({ event: 'medical.write', userId: params.user_id }),
  });
  defineRoute(app, deps, endpoints.absenceCalendar, ({ principal, params }) => absences.absenceCalendar(ctx, principal, params.user_id));
  defineRoute(app, deps, endpoints.createAbsence, async ({ principal, params, query, body }) => {
    await absences.createAbsence(ctx, principal, params.user_id, body, query.force ?? false, (at, absenceId) => raiseAbsenceEndAlarm(ctx, params.user_id, absenceId, at));
  });
  defineRoute(app, deps, endpoints.endAbsence, async ({ principal, params, query }) => {
    await absences.endAbsence(ctx, principal, params.user_id, params.absenceId, query.action, (alarmId, outcome) => followAbsenceEnd(ctx, alarmId, outcome));
  });
  /** A profile (information) request raises an alarm the requester owns, which the console then opens. */
  defineRoute(app, deps, endpoints.informationRequest, async ({ principal, params, body }) => {
    const user = await users.userForRequest(ctx, principal, params.user_id);
    if (body.FlagId === undefined) throw invalid('body.FlagId', 'Please, select flag before submit');
    const flags = await users.availableFlags(ctx);
    const flagName = flags.get(String(body.FlagId));
    if (flagName === undefined) throw invalid('body.FlagId', `Unknown flag ${body.FlagId}`);
    const raised = await ingestAlarm(ctx, { UserId: user.UserId, ...serverAlarmText('informationRequest', { flag: flagName }), TextMessage: body.TextMessage ?? '', Priority: 1, Flags: [String(body.FlagId)] });
    const alarm = await acceptAlarm(ctx, principal, raised.AlarmId, false);
    return { AlarmId: alarm.AlarmId, Template: alarm.Template ?? 'default' };
  });
}
