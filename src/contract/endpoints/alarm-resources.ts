import { z } from 'zod';
import { defineEndpoint } from '../endpoint-def.ts';
import { LIMITS } from '../limits.ts';
import { EmptySchema, LooseBooleanSchema, SegmentParamSchema } from '../primitives.ts';
import { ResourceCallResultSchema, ResourceCallSchema } from '../entities/contact.ts';
import { IncidentReportSchema } from '../entities/incident-report.ts';
import { AlarmParamsSchema } from './alarm-params.ts';

/**
 * POST callresource form body (API-48, RES-18). The message may be empty: it is required only unless
 * CALLRESOURCE_NO_MESSAGE, a console setting the console checks (RES-19).
 */
export const ResourceCallRequestSchema = z.object({
  Message: z.string().max(LIMITS.resourceMessage).default(''),
  NotifyOnUpdate: LooseBooleanSchema.default(false),
  DeactivateAlarmWhenAllDone: LooseBooleanSchema.default(false),
});
export type ResourceCallRequest = z.output<typeof ResourceCallRequestSchema>;

/** Body of creating or saving an incident report; shape not shown: its text. */
export const IncidentReportWriteSchema = z.object({ text: z.string().max(LIMITS.incidentReport) });

const ResourceParamsSchema = AlarmParamsSchema.extend({ resource: SegmentParamSchema });
const ReportParamsSchema = AlarmParamsSchema.extend({ reportId: SegmentParamSchema });

const callResourcePath = '/api/alarms/:alarm_id/callresource/:resource';
const reportPath = '/api/alarms/:alarm_id/attachmentreport';

export const alarmResourceEndpoints = {
  callResourceCreate: defineEndpoint({
    method: 'POST',
    path: callResourcePath,
    params: ResourceParamsSchema,
    body: ResourceCallRequestSchema,
    encoding: 'form',
    response: ResourceCallResultSchema,
    auth: 'bearer',
    write: true,
  }),
  /** The existing resource call, or null when the resource was not called. */
  callResourceGet: defineEndpoint({
    method: 'GET',
    path: callResourcePath,
    params: ResourceParamsSchema,
    encoding: 'none',
    response: ResourceCallSchema.nullable(),
    auth: 'bearer',
    write: false,
  }),
  /** Recall (RES-15). */
  callResourceDelete: defineEndpoint({
    method: 'DELETE',
    path: callResourcePath,
    params: ResourceParamsSchema,
    encoding: 'none',
    response: EmptySchema,
    auth: 'bearer',
    write: true,
  }),
  incidentReportCreate: defineEndpoint({
    method: 'POST',
    path: reportPath,
    params: AlarmParamsSchema,
    body: IncidentReportWriteSchema,
    encoding: 'json',
    response: IncidentReportSchema,
    auth: 'bearer',
    write: true,
  }),
  incidentReportGet: defineEndpoint({
    method: 'GET',
    path: `${reportPath}/:reportId`,
    params: ReportParamsSchema,
    encoding: 'none',
    response: IncidentReportSchema,
    auth: 'bearer',
    write: false,
  }),
  /** Autosaved 15 s after the last interaction. */
  incidentReportUpdate: defineEndpoint({
    method: 'PUT',
    path: `${reportPath}/:reportId`,
    params: ReportParamsSchema,
    body: IncidentReportWriteSchema,
    encoding: 'json',
    response: IncidentReportSchema,
    auth: 'bearer',
    write: true,
  }),
} as const;
