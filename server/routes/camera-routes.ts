import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { endpoints, IntParamSchema } from '../../src/contract/index.ts';
import { cameraCommand, configurePreset, gotoPreset, moveCamera, viewCamera } from '../cameras/camera-service.ts';
import { CameraFeeds, findFfmpeg } from '../cameras/feeds.ts';
import { registerMediaRoutes } from '../cameras/media-routes.ts';
import { readStreamLimits, type StreamLimits } from '../cameras/stream-budget.ts';
import { ViewRate } from '../cameras/view-rate.ts';
import { positionAt } from '../cameras/ptz.ts';
import { ServiceError } from '../services/errors.ts';
import { defineRoute, parseInput, type RouteDeps } from './define-route.ts';
import { loopbackOnlyHook } from './dev-routes.ts';

/** The five camera calls, the demo cameras' streams and (demo) the dev route that reads a camera's position. */
export function registerCameraRoutes(app: FastifyInstance, deps: RouteDeps, options: { demo: boolean; streamLimits?: Partial<StreamLimits> | undefined }): void {
  const { ctx } = deps;
  const limits = { ...readStreamLimits(), ...options.streamLimits };
  const feeds = new CameraFeeds(ctx, findFfmpeg(), limits);
  const views = new ViewRate(limits.viewsPerMinute);
  // preClose: open streams would otherwise keep the server from closing; the encoders die with them.
  app.addHook('preClose', async () => feeds.closeAll());

  defineRoute(app, deps, endpoints.viewCamera, ({ principal, params, body }) => viewCamera(ctx, principal, body.alarmId, params.cameraId, feeds, views));
  defineRoute(app, deps, endpoints.cameraPtz, async ({ principal, params, body }) => {
    await moveCamera(ctx, principal, body.alarmId, params.cameraId, { x: params.xspeed, y: params.yspeed, z: params.zspeed });
  });
  defineRoute(app, deps, endpoints.cameraGotoPreset, async ({ principal, params, body }) => {
    await gotoPreset(ctx, principal, body.alarmId, params.cameraId, params.presetId);
  });
  defineRoute(app, deps, endpoints.cameraConfigurePreset, async ({ principal, params, body }) => {
    await configurePreset(ctx, principal, body.alarmId, params.cameraId, params.presetId);
  });
  defineRoute(app, deps, endpoints.cameraCommand, ({ principal, params, body }) => cameraCommand(ctx, principal, body.alarmId, params.Id, params.commandId));
  registerMediaRoutes(app, ctx, feeds);

  if (!options.demo) return;
  app.get('/api/dev/cameras/:id', { onRequest: loopbackOnlyHook(app) }, async (request) => {
    const { id } = parseInput(z.object({ id: IntParamSchema }), request.params, 'params');
    const motion = await ctx.db.selectFrom('cameras').select(['Pan', 'Tilt', 'Zoom', 'PanSpeed', 'TiltSpeed', 'ZoomSpeed', 'MovedAt']).where('Id', '=', id).executeTakeFirst();
    if (!motion) throw new ServiceError('NOT_FOUND', 'No such camera');
    return positionAt(motion, ctx.clock.now());
  });
}
