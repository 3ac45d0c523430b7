import type { FastifyInstance } from 'fastify';
import { endpoints } from '../../src/contract/index.ts';
import { defineRoute, type RouteDeps } from '../routes/define-route.ts';
import { editDc09Account, editDc09Event, listDc09Accounts, listDc09Events } from './dc09-admin.ts';

/** The DC-09 receiver's account and event tables, for a support admin. */
export function registerDc09Routes(app: FastifyInstance, deps: RouteDeps): void {
  defineRoute(app, deps, endpoints.dc09Accounts, ({ principal }) => listDc09Accounts(deps.ctx, principal));
  defineRoute(app, deps, endpoints.saveDc09Account, ({ principal, params, body }) => editDc09Account(deps.ctx, principal, { Account: params.account, ...body }));
  defineRoute(app, deps, endpoints.dc09Events, ({ principal }) => listDc09Events(deps.ctx, principal));
  defineRoute(app, deps, endpoints.saveDc09Event, ({ principal, params, body }) => editDc09Event(deps.ctx, principal, { Kind: params.kind, Code: params.code, ...body }));
}
