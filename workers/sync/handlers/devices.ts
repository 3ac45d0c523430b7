import { z } from 'zod';
import { endpoints, type EndpointParamsInput } from '../../../src/contract/index.ts';
import type { Camera } from '../../../src/contract/entities/camera.ts';
import { failureFromHttp } from '../failure-from-http.ts';
import { endpointArgsSchema, endpointWrite } from './endpoint-write.ts';
import { AlarmRef, done, DONE, type EngineScope, withSession } from './handler.ts';
import { markCommandUsed } from '../used-commands.ts';

/**
 * What the operator does to the alarm's devices (calls §4, §7): transmitter commands and cameras. Every one is a
 * live write: a device acts now or not at all, so nothing waits in the outbox, and the Idempotency-Key of the one
 * send makes a retried request act once on the server.
 */
const ViewCameraArgs = endpointArgsSchema(endpoints.viewCamera) as z.ZodType<{ params: EndpointParamsInput<'viewCamera'>; body: { alarmId: number } }, { params: EndpointParamsInput<'viewCamera'>; body: { alarmId: number } }>;

export function deviceHandlers(scope: EngineScope) {
  return {
    /** An alarm command (BUTTON, INLINEBUTTON, in-call): its result says what the console does next (CMD-30). */
    command: endpointWrite(scope, 'command', 'live'),
    /** After a command succeeded: the view marks it used; the engine alone writes IndexedDB (CMD-33). */
    markCommandUsed: withSession(scope, AlarmRef.extend({ commandId: z.number().int() }), async (_runtime, db, args) => {
      await markCommandUsed(db, args.alarmId, args.commandId, scope.effects.clock.now());
      return DONE;
    }),
    /** A product (maintenance) or custom transmitter command (CMD-42..47). */
    transmitterCommand: endpointWrite(scope, 'transmitterCommand', 'live'),
    /**
     * Play: the camera record with a fresh media ticket for its streams (CAM-05). Not stored: the ticket is a secret
     * that dies with the viewing window, and the player is the only one that needs it.
     */
    viewCamera: withSession(scope, ViewCameraArgs, async (runtime, _db, args) => {
      const result = await runtime.ctx.http.send(endpoints.viewCamera, args);
      return result.ok ? done<Camera>(result.value) : failureFromHttp(result);
    }),
    cameraPtz: endpointWrite(scope, 'cameraPtz', 'live'),
    cameraGotoPreset: endpointWrite(scope, 'cameraGotoPreset', 'live'),
    cameraConfigurePreset: endpointWrite(scope, 'cameraConfigurePreset', 'live'),
    cameraCommand: endpointWrite(scope, 'cameraCommand', 'live'),
  };
}
export type DeviceHandlers = ReturnType<typeof deviceHandlers>;
