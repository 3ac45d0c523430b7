import type { FastifyInstance } from 'fastify';
import { endpoints } from '../../src/contract/index.ts';
import * as read from './alarm-read-service.ts';
import { acceptAlarm, acknowledgeAlarm, clearAlarm, deliveryReport, registerReasonOrAction } from './alarm-handling-commands.ts';
import { notifyIn, operatorInformation, setReminder, setTask } from './alarm-follow-up-commands.ts';
import { changeUser, swapSharedWith } from './alarm-user-commands.ts';
import { addCallNote, registerCall } from './alarm-call-commands.ts';
import * as resources from './resource-service.ts';
import * as sms from './sms-service.ts';
import { endpointHandler, defineRoute, type RouteDeps } from '../routes/define-route.ts';
import { ServiceError } from '../services/errors.ts';
import { runCommand } from '../devices/run-command.ts';
import { sendTransmitterCommand } from '../devices/transmitter-commands.ts';

const latestOf = (latest: string | undefined) => (latest && /^\d+$/.test(latest) ? Number(latest) : undefined);

export function registerAlarmRoutes(app: FastifyInstance, deps: RouteDeps): void {
  const { ctx } = deps;

  // Three endpoints share GET /api/alarms; the query tells them apart (since, then alarmids, else the plain list).
  const since = endpointHandler(deps, endpoints.alarmsSince, ({ principal, query }) => read.alarmsSince(ctx, principal, query.since));
  const byIds = endpointHandler(deps, endpoints.alarmsByIds, ({ principal, query }) =>
    read.alarmsByIds(ctx, principal, query.alarmids.filter((id): id is number => typeof id === 'number'), query.alarmids.filter((id): id is string => typeof id === 'string')),
  );
  const list = endpointHandler(deps, endpoints.alarms, ({ principal, query }) => read.listAlarms(ctx, principal, query.onlyactive ?? false));
  app.get(endpoints.alarms.path, (request, reply) => {
    const query = request.query as Record<string, unknown>;
    if (query.since !== undefined) return since(request, reply);
    return query.alarmids !== undefined ? byIds(request, reply) : list(request, reply);
  });
  defineRoute(app, deps, endpoints.alarm, ({ principal, params }) => read.alarmDetails(ctx, principal, params.alarm_id));
  defineRoute(app, deps, endpoints.alarmBasic, ({ principal, params }) => read.alarmBasic(ctx, principal, params.alarm_id));
  defineRoute(app, deps, endpoints.alarmBasicV2, ({ principal, params }) => read.alarmBasic(ctx, principal, params.alarm_id));
  defineRoute(app, deps, endpoints.alarmUpdates, ({ principal, params, query }) => read.alarmAttachments(ctx, principal, params.alarm_id, latestOf(query.latest)));
  defineRoute(app, deps, endpoints.alarmAttachments, ({ principal, params, query }) => read.alarmAttachments(ctx, principal, params.alarm_id, latestOf(query.latest)));
  defineRoute(app, deps, endpoints.alarmResources, ({ principal, params }) => read.alarmResources(ctx, principal, params.alarm_id));

  defineRoute(app, deps, endpoints.accept, ({ principal, params, body }) => acceptAlarm(ctx, principal, params.alarm_id, body.force ?? false));
  defineRoute(app, deps, endpoints.acknowledge, ({ principal, params }) => acknowledgeAlarm(ctx, principal, params.alarm_id));
  defineRoute(app, deps, endpoints.clear, ({ principal, params }) => clearAlarm(ctx, principal, params.alarm_id));
  defineRoute(app, deps, endpoints.reason, ({ principal, params, body }) => registerReasonOrAction(ctx, principal, params.alarm_id, 'reason', body.message));
  defineRoute(app, deps, endpoints.action, ({ principal, params, body }) => registerReasonOrAction(ctx, principal, params.alarm_id, 'action', body.message));
  defineRoute(app, deps, endpoints.notifyIn, ({ principal, params, body }) => notifyIn(ctx, principal, params.alarm_id, body.seconds));
  defineRoute(app, deps, endpoints.reminder, ({ principal, params, body }) =>
    setReminder(ctx, principal, params.alarm_id, new Date(ctx.clock.now().getTime() + body.RemindIn * 1000), body.Message ?? ''),
  );
  defineRoute(app, deps, endpoints.operatorInformation, ({ principal, params, body }) => operatorInformation(ctx, principal, params.alarm_id, body));
  defineRoute(app, deps, endpoints.task, ({ principal, params, body }) => setTask(ctx, principal, params.alarm_id, body));
  defineRoute(app, deps, endpoints.changeUser, ({ principal, params, body }) => changeUser(ctx, principal, params.alarm_id, body.UserId));
  defineRoute(app, deps, endpoints.swapSharedWith, ({ principal, params }) => swapSharedWith(ctx, principal, params.alarm_id));
  defineRoute(app, deps, endpoints.deliveryReport, ({ principal, params, body }) => {
    if (typeof params.alarm_id === 'number' && body.AlarmId !== params.alarm_id) {
      throw new ServiceError('VALIDATION_FAILED', 'AlarmId does not match the path', [{ name: 'body.AlarmId', description: 'must match the alarm in the path' }]);
    }
    return deliveryReport(ctx, principal, params.alarm_id);
  });

  defineRoute(app, deps, endpoints.callNote, ({ principal, params, body }) => addCallNote(ctx, principal, params.alarm_id, params.sid, body.item));
  defineRoute(app, deps, endpoints.registerCall, ({ principal, params, body }) => registerCall(ctx, principal, params.alarm_id, params.contact_id, body.TelephoneNumber));
  defineRoute(app, deps, endpoints.sendSms, ({ principal, params, body }) => sms.sendSms(ctx, principal, params.alarm_id, body.TelephoneNumber, body.Message), {
    // The number, not the message: the text may carry health data.
    audit: ({ params, body }) => ({ event: 'sms.sent', details: { alarmId: params.alarm_id, to: body.TelephoneNumber } }),
  });
  defineRoute(app, deps, endpoints.command, ({ principal, params, body }) =>
    runCommand(ctx, principal, params.alarm_id, { commandId: body.CommandId, text: body.Message ?? '', args: body.CommandArgs ?? '' }),
  );
  defineRoute(app, deps, endpoints.transmitterCommand, ({ principal, params, body }) =>
    sendTransmitterCommand(ctx, principal, params.alarm_id, { commandId: params.command_id, transmitterId: params.transmitter_id, text: body.CommandText ?? body.message ?? '' }),
  );

  defineRoute(app, deps, endpoints.callResourceCreate, ({ principal, params, body }) => resources.callResource(ctx, principal, params.alarm_id, params.resource, body));
  defineRoute(app, deps, endpoints.callResourceGet, ({ principal, params }) => resources.getResourceCall(ctx, principal, params.alarm_id, params.resource));
  defineRoute(app, deps, endpoints.callResourceDelete, async ({ principal, params }) => {
    await resources.recallResource(ctx, principal, params.alarm_id, params.resource);
  });
  defineRoute(app, deps, endpoints.incidentReportCreate, ({ principal, params, body }) => resources.createIncidentReport(ctx, principal, params.alarm_id, body.text));
  defineRoute(app, deps, endpoints.incidentReportGet, ({ principal, params }) => resources.getIncidentReport(ctx, principal, params.alarm_id, params.reportId));
  defineRoute(app, deps, endpoints.incidentReportUpdate, ({ principal, params, body }) => resources.saveIncidentReport(ctx, principal, params.alarm_id, params.reportId, body.text));

  defineRoute(app, deps, endpoints.plannedAlarms, ({ principal }) => read.plannedAlarms(ctx, principal));
  defineRoute(app, deps, endpoints.plannedAlarm, ({ principal, params }) => read.plannedAlarm(ctx, principal, params.alarm_id));
}
