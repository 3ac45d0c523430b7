import { z } from 'zod';
import { defineEndpoint } from '../endpoint-def.ts';
import { AlarmRefListSchema, LooseBooleanSchema } from '../primitives.ts';
import { AlarmBasicSchema, ListedAlarmSchema } from '../entities/alarm.ts';
import { AlarmDetailsSchema } from '../entities/alarm-details.ts';
import { ResourceSchema } from '../entities/contact.ts';
import { AlarmDeltaSchema } from '../entities/ingest.ts';
import { AttachmentsSchema } from '../entities/media.ts';
import { PlannedAlarmSchema } from '../entities/planning.ts';
import { AlarmParamsSchema } from './alarm-params.ts';

/** The Latest cursor of incremental attachment loads. */
const LatestQuerySchema = z.object({ latest: z.string().max(100).optional() });

/**
 * Three calls share GET /api/alarms; the server tells them apart by the query: `since` (catch-up),
 * `alarmids` (by ids, planning view), otherwise the plain list.
 */
export const alarmReadEndpoints = {
  /** The alarm list (compatibility form; API-24). */
  alarms: defineEndpoint({
    method: 'GET',
    path: '/api/alarms',
    query: z.object({ onlyactive: LooseBooleanSchema.optional() }),
    encoding: 'none',
    response: z.array(ListedAlarmSchema),
    auth: 'bearer',
    write: false,
  }),
  /** Catch-up since a cursor; since=0 or an unknown cursor answers the full list with full=true. */
  alarmsSince: defineEndpoint({
    method: 'GET',
    path: '/api/alarms',
    query: z.object({ since: z.string().min(1).max(200) }),
    encoding: 'none',
    response: AlarmDeltaSchema,
    auth: 'bearer',
    write: false,
  }),
  /** Alarms by id, e.g. for the planning view (API-25). */
  alarmsByIds: defineEndpoint({
    method: 'GET',
    path: '/api/alarms',
    query: z.object({ alarmids: AlarmRefListSchema, mode: z.literal('planningview').optional() }),
    encoding: 'none',
    response: z.array(ListedAlarmSchema),
    auth: 'bearer',
    write: false,
  }),
  /** The alarm with DynamicDetails (API-26). */
  alarm: defineEndpoint({
    method: 'GET',
    path: '/api/alarms/:alarm_id',
    params: AlarmParamsSchema,
    encoding: 'none',
    response: AlarmDetailsSchema,
    auth: 'bearer',
    write: false,
  }),
  alarmBasic: defineEndpoint({
    method: 'GET',
    path: '/api/alarms/:alarm_id/basic',
    params: AlarmParamsSchema,
    encoding: 'none',
    response: AlarmBasicSchema,
    auth: 'bearer',
    write: false,
  }),
  alarmBasicV2: defineEndpoint({
    method: 'GET',
    path: '/api/alarms/:alarm_id/basicv2',
    params: AlarmParamsSchema,
    encoding: 'none',
    response: AlarmBasicSchema,
    auth: 'bearer',
    write: false,
  }),
  /** Changes since `latest`; the answer's shape is not shown, the attachments shape is used. */
  alarmUpdates: defineEndpoint({
    method: 'GET',
    path: '/api/alarms/:alarm_id/updates',
    params: AlarmParamsSchema,
    query: LatestQuerySchema,
    encoding: 'none',
    response: AttachmentsSchema,
    auth: 'bearer',
    write: false,
  }),
  alarmAttachments: defineEndpoint({
    method: 'GET',
    path: '/api/alarms/:alarm_id/attachments',
    params: AlarmParamsSchema,
    query: LatestQuerySchema,
    encoding: 'none',
    response: AttachmentsSchema,
    auth: 'bearer',
    write: false,
  }),
  alarmResources: defineEndpoint({
    method: 'GET',
    path: '/api/alarms/:alarm_id/resources',
    params: AlarmParamsSchema,
    encoding: 'none',
    response: z.array(ResourceSchema),
    auth: 'bearer',
    write: false,
  }),
  plannedAlarms: defineEndpoint({
    method: 'GET',
    path: '/api/planningalarm',
    encoding: 'none',
    response: z.array(PlannedAlarmSchema),
    auth: 'bearer',
    write: false,
  }),
  plannedAlarm: defineEndpoint({
    method: 'GET',
    path: '/api/planningalarm/:alarm_id',
    params: AlarmParamsSchema,
    encoding: 'none',
    response: PlannedAlarmSchema,
    auth: 'bearer',
    write: false,
  }),
} as const;
