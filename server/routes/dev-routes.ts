import type { FastifyInstance, FastifyRequest } from 'fastify';
import { oneTimeLinkPath } from '../../src/contract/index.ts';
import { isLoopbackHost } from '../config.ts';
import { ServiceError } from '../services/errors.ts';
import { z } from 'zod';
import type { ServerContext } from '../context.ts';
import { createUrlLogin } from '../sessions/auth-service.ts';
import { DEMO_PASSWORD } from '../demo/demo-accounts.ts';
import { parseInput } from './define-route.ts';

const UrlLinkRequestSchema = z.object({
  alarmId: z.number().int().positive().optional(),
  username: z.string().min(1).max(100).default('anna'),
  readOnly: z.boolean().default(false),
});

/**
 * Demo-only helpers (never registered outside ARC_DEMO): the sms outbox and fresh one-time links. They hand out
 * sessions without credentials, so they answer only a browser on this machine (see `isLocalClient`); anyone
 * else gets 404, as if they did not exist.
 */
export function registerDevRoutes(app: FastifyInstance, ctx: ServerContext): void {
  const loopbackOnly = loopbackOnlyHook(app);
  app.get('/api/dev/outbox', { onRequest: loopbackOnly }, async () => {
    const rows = await ctx.db
      .selectFrom('outbox')
      .innerJoin('respondents as r', 'r.RespondentId', 'outbox.RespondentId')
      .select(['outbox.Id', 'r.Username', 'outbox.Telephone', 'outbox.Message', 'outbox.Code', 'outbox.CreatedAt'])
      .orderBy('outbox.Id', 'desc')
      .limit(50)
      .execute();
    return rows;
  });
  app.post('/api/dev/urllogin', { onRequest: loopbackOnly }, async (request) => {
    return createDemoLink(ctx, parseInput(UrlLinkRequestSchema, request.body ?? {}, 'body'));
  });
}

/** Headers a proxy adds: a request carrying one came from elsewhere, whatever the socket's address. */
const FORWARDING_HEADERS = ['x-forwarded-for', 'forwarded', 'x-real-ip'];

/** The host name of a Host header (`[::1]:8080` → `::1`, `localhost:8080` → `localhost`). */
function hostName(host: string): string {
  return host.startsWith('[') ? host.slice(0, host.indexOf(']') + 1) : host.replace(/:\d*$/, '');
}

/**
 * A request from this machine: the server listens on loopback, the socket's peer is loopback, no proxy forwarded
 * it (a same-host nginx connects from 127.0.0.1 for every browser), and it names a loopback `Host` (a web page
 * that rebinds its own name to 127.0.0.1 still sends that name).
 */
function isLocalClient(app: FastifyInstance, request: FastifyRequest): boolean {
  const address = app.server.address();
  if (typeof address !== 'object' || !address || !isLoopbackHost(address.address)) return false;
  if (!isLoopbackHost(request.socket.remoteAddress ?? '')) return false;
  if (FORWARDING_HEADERS.some((name) => request.headers[name] !== undefined)) return false;
  return isLoopbackHost(hostName(request.headers.host ?? ''));
}

/** The onRequest hook of every /api/dev route: 404 unless `isLocalClient`. A route-level hook runs on whatever spelling of the path the router matched. */
export function loopbackOnlyHook(app: FastifyInstance): (request: FastifyRequest) => Promise<void> {
  return async (request) => {
    if (!isLocalClient(app, request)) throw new ServiceError('NOT_FOUND', `No route ${request.method} ${request.url.split('?')[0]}`);
  };
}

/** A one-time link (valid one day) for an alarm; the password is the demo password. */
export async function createDemoLink(ctx: ServerContext, input: { alarmId?: number | undefined; username?: string; readOnly?: boolean }): Promise<{ p: string; password: string; alarmId: number; path: string }> {
  const respondent = await ctx.db.selectFrom('respondents').select('RespondentId').where('Username', '=', input.username ?? 'anna').executeTakeFirstOrThrow();
  const alarm = input.alarmId
    ? { AlarmId: input.alarmId }
    : await ctx.db.selectFrom('alarms').select('AlarmId').where('Active', '=', 1).orderBy('AlarmId').executeTakeFirstOrThrow();
  const p = await createUrlLogin(ctx, { respondentId: respondent.RespondentId, alarmId: alarm.AlarmId, password: DEMO_PASSWORD, readOnly: input.readOnly ?? false, ttlSeconds: 24 * 3600 });
  return { p, password: DEMO_PASSWORD, alarmId: alarm.AlarmId, path: oneTimeLinkPath(p) };
}
