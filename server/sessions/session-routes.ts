import { endpoints } from '../../src/contract/index.ts';
import * as auth from './auth-service.ts';
import { PASSWORD_POLICY } from '../users/password-policy.ts';
import * as session from './session-service.ts';
import { ServiceError } from '../services/errors.ts';
import { issueSocketTicket } from './socket-tickets.ts';
import { visibleAlarm } from '../alarms/alarm-access.ts';
import { defineRoute, type RouteDeps } from '../routes/define-route.ts';
import type { FastifyInstance } from 'fastify';

export function registerSessionRoutes(app: FastifyInstance, deps: RouteDeps): void {
  const { ctx } = deps;
  defineRoute(app, deps, endpoints.token, ({ body, request }) => auth.login(ctx, { username: body.UserName, password: body.Password, address: request.ip }));
  defineRoute(app, deps, endpoints.twoFactor, ({ body, bearer, request }) => auth.completeTwoFactor(ctx, bearer, body.AuthCode, request.ip), { authenticate: false });
  defineRoute(app, deps, endpoints.refreshToken, ({ body }) => auth.refreshAccess(ctx, body.token));
  defineRoute(app, deps, endpoints.renewalToken, ({ principal }) => auth.renewalToken(ctx, principal));
  defineRoute(app, deps, endpoints.socketTicket, ({ principal }) => issueSocketTicket(ctx, principal));
  defineRoute(app, deps, endpoints.me, ({ principal }) => session.me(ctx, principal), { duringReset: true });
  defineRoute(app, deps, endpoints.forceResetPassword, () => PASSWORD_POLICY, { duringReset: true });
  defineRoute(app, deps, endpoints.resetPassword, async ({ principal, body }) => {
    await auth.resetPassword(ctx, principal, body.PasswordResetToken, body.Password);
  }, { duringReset: true });
  defineRoute(app, deps, endpoints.register, ({ principal, body }) => session.registerDevice(ctx, principal, body));
  defineRoute(app, deps, endpoints.unregister, async ({ principal }) => {
    await session.unregisterDevices(ctx, principal);
  }, { duringReset: true });
  defineRoute(app, deps, endpoints.report, async ({ principal }) => {
    await session.report(ctx, principal);
  });
  defineRoute(app, deps, endpoints.setRespondentGroups, async ({ principal, body }) => {
    await session.setRespondentGroups(ctx, principal, body.groups_ids);
  });
  defineRoute(app, deps, endpoints.respondentGroups, ({ principal }) => session.respondentGroups(ctx, principal));
  defineRoute(app, deps, endpoints.respondentGroup, ({ principal, params }) => session.groupRespondents(ctx, principal, params.respondent_group_id));
  defineRoute(app, deps, endpoints.respondents, ({ principal }) => session.respondents(ctx, principal));
  defineRoute(app, deps, endpoints.settings, ({ principal }) => session.settings(ctx, principal));
  defineRoute(app, deps, endpoints.adminToken, ({ principal }) => auth.adminToken(ctx, principal));
  defineRoute(app, deps, endpoints.logout, async ({ principal }) => {
    await auth.logout(ctx, principal);
  }, { duringReset: true });
  defineRoute(app, deps, endpoints.apiKey, ({ query }) => {
    // No third-party API is configured on the reference server.
    throw new ServiceError('NOT_FOUND', `No API key for ${query.apiName}`);
  });
  defineRoute(app, deps, endpoints.actions, ({ principal }) => session.actions(principal));
  defineRoute(app, deps, endpoints.urlLogin, ({ query, body, request }) => auth.urlLogin(ctx, query.p, body.password ?? '', request.ip));
  defineRoute(app, deps, endpoints.tokenExchange, async ({ principal, query }) => {
    const alarm = await visibleAlarm(ctx.db, principal, query.globalAlarmId);
    return auth.tokenExchange(ctx, principal, alarm);
  });
  defineRoute(app, deps, endpoints.absenceReasons, ({ params }) => session.absenceReasons(params.set));
}
