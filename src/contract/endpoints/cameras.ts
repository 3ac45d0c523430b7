import { z } from 'zod';
import { defineEndpoint } from '../endpoint-def.ts';
import { LIMITS } from '../limits.ts';
import { AlarmRefSchema, EmptySchema, IntParamSchema, NumberParamSchema } from '../primitives.ts';
import { CameraSchema } from '../entities/camera.ts';
import { CommandResultSchema } from '../entities/command.ts';

/**
 * Body of every camera call: the alarm the camera is viewed for (viewing is denied for deactivated alarms and
 * outside the viewing window).
 */
export const CameraRequestSchema = z.object({ alarmId: AlarmRefSchema });

const speed = NumberParamSchema.pipe(z.number().min(-LIMITS.cameraSpeed).max(LIMITS.cameraSpeed));
const PresetParamsSchema = z.object({ cameraId: IntParamSchema, presetId: IntParamSchema });

/**
 * The spec writes these paths without a prefix (`viewcamera/{cameraId}`); they live under /api/ here like the
 * other authenticated calls.
 */
const cameraCall = {
  method: 'POST',
  body: CameraRequestSchema,
  encoding: 'json',
  auth: 'bearer',
  write: false,
} as const;

export const cameraEndpoints = {
  /** The camera record with its stream paths (API-69). */
  viewCamera: defineEndpoint({
    ...cameraCall,
    path: '/api/viewcamera/:cameraId',
    params: z.object({ cameraId: IntParamSchema }),
    response: CameraSchema,
  }),
  cameraCommand: defineEndpoint({
    ...cameraCall,
    path: '/api/cameracommand/:Id/:commandId',
    params: z.object({ Id: IntParamSchema, commandId: IntParamSchema }),
    response: CommandResultSchema,
  }),
  cameraGotoPreset: defineEndpoint({
    ...cameraCall,
    path: '/api/cameragotopreset/:cameraId/:presetId',
    params: PresetParamsSchema,
    response: EmptySchema,
  }),
  /** Store the current view as the preset (only when AllowConfigure). */
  cameraConfigurePreset: defineEndpoint({
    ...cameraCall,
    path: '/api/cameraconfigurepreset/:cameraId/:presetId',
    params: PresetParamsSchema,
    response: EmptySchema,
  }),
  /** Move: speeds ±1.5 while a button is held, 0 on release. */
  cameraPtz: defineEndpoint({
    ...cameraCall,
    path: '/api/cameraptz/:cameraId/:xspeed/:yspeed/:zspeed',
    params: z.object({ cameraId: IntParamSchema, xspeed: speed, yspeed: speed, zspeed: speed }),
    response: EmptySchema,
  }),
} as const;
