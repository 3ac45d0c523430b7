import type { FastifyInstance } from 'fastify';
import { endpoints } from '../../src/contract/index.ts';
import { bearerOf, parseInput, type RouteDeps } from '../routes/define-route.ts';
import { resolvePrincipal } from '../sessions/auth-service.ts';
import { mediaFileNames } from '../../src/domain/media.ts';
import { visibleAlarm } from '../alarms/alarm-access.ts';
import { notFound, ServiceError } from '../services/errors.ts';
import { demoMediaFile } from './demo-media.ts';
import { personRecordsOf } from './person-records.ts';

/**
 * GET api/media/file?filename=&alarmId= (API-22): the file's bytes with their own type, when it is one of the
 * attachments of an alarm the caller may see (security #NL4: never by its name alone; else 404). Not a defineRoute:
 * the answer is a file, not JSON the contract's schema could check; the console turns it into a data URL. The demo's
 * files are the only ones the server holds: ingested media are addresses the console loads itself.
 */
export function registerMediaFileRoute(app: FastifyInstance, deps: RouteDeps): void {
  const def = endpoints.mediaFile;
  app.get(def.path, async (request, reply) => {
    const principal = await resolvePrincipal(deps.ctx, bearerOf(request));
    if (!principal) throw new ServiceError('UNAUTHORIZED', 'Not logged in or the session has expired');
    if (principal.mustReset) throw new ServiceError('FORBIDDEN', 'The password must be changed first');
    const { filename, alarmId } = parseInput(def.query, request.query, 'query');
    const alarm = await visibleAlarm(deps.ctx.db, principal, alarmId);
    const file = mediaFileNames(await personRecordsOf(deps.ctx.db, alarm.UserId, alarm.AlarmId)).includes(filename) ? demoMediaFile(filename) : null;
    if (!file) throw notFound('Media file');
    return reply.type(file.contentType).header('cache-control', 'private, max-age=3600').send(file.bytes);
  });
}
