import type { FastifyInstance } from 'fastify';
import { endpoints } from '../../src/contract/index.ts';
import { defineRoute, type RouteDeps } from '../routes/define-route.ts';
import type { CallService } from './call-service.ts';

/** The operators' calls API (API-47, API-62..68). */
export function registerCallRoutes(app: FastifyInstance, deps: RouteDeps, calls: CallService): void {
  defineRoute(app, deps, endpoints.activeCalls, ({ principal }) => calls.list(principal));
  defineRoute(app, deps, endpoints.callsHold, ({ principal, body }) => calls.hold(principal, body.CallSid));
  defineRoute(app, deps, endpoints.callTake, ({ principal, params }) => calls.take(principal, params.callsid));
  defineRoute(app, deps, endpoints.callsFailedEstablish, ({ principal, body }) => calls.failedEstablish(principal, body.To, body.GlobalAlarmId));
  defineRoute(app, deps, endpoints.joinConference, ({ principal, params }) => calls.joinConference(principal, params.callsid, params.conference));
  defineRoute(app, deps, endpoints.leaveConference, ({ principal, params }) => calls.leaveConference(principal, params.callsid, params.conference));
  defineRoute(app, deps, endpoints.callDetails, ({ principal, params }) => calls.details(principal, params.callsid));
  defineRoute(app, deps, endpoints.callerId, ({ principal, params }) => calls.callerId(principal, params.callsid));
  defineRoute(app, deps, endpoints.takeCall, ({ principal, params }) => calls.takeAlarmCall(principal, params.alarm_id));
}
