import type { AlarmRef, IncidentReport, ResourceCall, ResourceCallRequest } from '../../src/contract/index.ts';
import type { Selectable } from 'kysely';
import type { ResponderCall, ServerContext } from '../context.ts';
import type { IncidentReportTable } from '../storage/schema.ts';
import { visibleAlarm } from './alarm-access.ts';
import { OWNER_ACTIVE, changeAlarmAs } from './alarm-change.ts';
import { ServiceError, invalid, notFound } from '../services/errors.ts';
import { said } from './log-events.ts';
import { assertCanWrite, type Principal } from '../services/principal.ts';

/** POST callresource/{resource}: calls one of the user's resource contacts (the resource id is its ContactId). */
export async function callResource(ctx: ServerContext, principal: Principal, ref: AlarmRef, resource: string, request: ResourceCallRequest): Promise<{ Successful: number }> {
  let called: ResponderCall | undefined;
  await changeAlarmAs(ctx, principal, ref, OWNER_ACTIVE, async (alarm, trx) => {
    // The centre's own responders have negative ContactIds (the doronorway template lists only those).
    const contact = /^-?\d+$/.test(resource)
      ? await trx.selectFrom('contacts').select(['Name']).where('ContactId', '=', Number(resource)).where('UserId', '=', alarm.UserId).where('IsResource', '=', 1).executeTakeFirst()
      : undefined;
    if (!contact) throw invalid('resource', 'Not a resource of this alarm');
    const values = { Message: request.Message, NotifyOnUpdate: request.NotifyOnUpdate ? 1 : 0, DeactivateAlarmWhenAllDone: request.DeactivateAlarmWhenAllDone ? 1 : 0, CalledAt: ctx.clock.now().toISOString() };
    await trx.deleteFrom('resource_calls').where('AlarmId', '=', alarm.AlarmId).where('Resource', '=', resource).execute();
    await trx.insertInto('resource_calls').values({ AlarmId: alarm.AlarmId, Resource: resource, ...values }).execute();
    called = { alarmId: alarm.AlarmId, resource, calledAt: values.CalledAt };
    return { log: { event: 'resourceCalled', ...(request.Message ? said('resourceCalledMessage', { name: contact.Name, message: request.Message }) : said('resourceCalled', { name: contact.Name })) } };
  });
  if (called) for (const listener of ctx.responderCalls) listener(called);
  return { Successful: 1 };
}

/** GET callresource/{resource}: the call, or null when the resource was not called. */
export async function getResourceCall(ctx: ServerContext, principal: Principal, ref: AlarmRef, resource: string): Promise<ResourceCall | null> {
  const alarm = await visibleAlarm(ctx.db, principal, ref);
  const row = await ctx.db.selectFrom('resource_calls').selectAll().where('AlarmId', '=', alarm.AlarmId).where('Resource', '=', resource).executeTakeFirst();
  return row ? { Message: row.Message, NotifyOnUpdate: row.NotifyOnUpdate === 1, DeactivateAlarmWhenAllDone: row.DeactivateAlarmWhenAllDone === 1, CalledAt: row.CalledAt, AcceptedAt: row.AcceptedAt } : null;
}

/** DELETE callresource/{resource}: recalls the resource. */
export async function recallResource(ctx: ServerContext, principal: Principal, ref: AlarmRef, resource: string): Promise<void> {
  await changeAlarmAs(ctx, principal, ref, OWNER_ACTIVE, async (alarm, trx) => {
    const deleted = await trx.deleteFrom('resource_calls').where('AlarmId', '=', alarm.AlarmId).where('Resource', '=', resource).executeTakeFirst();
    if (Number(deleted.numDeletedRows) === 0) throw notFound('Resource call');
    return { log: { event: 'resourceRecalled', ...said('resourceRecalled', { resource }) } };
  });
}

function toReport(row: { ReportId: number; Text: string; LastUpdated: string }): IncidentReport {
  return { reportId: row.ReportId, text: row.Text, lastUpdated: row.LastUpdated };
}

/** Reports are written by the alarm's owner, also after it was cleared. */
const OWNER_ANY_STATE = { owner: true, active: false };

/** Every save of a report is on the record: who, which alarm, which report (never its text, which is health data). */
function logReportSave(ctx: ServerContext, principal: Principal, report: { AlarmId: number; ReportId: number }): void {
  ctx.log.info({ alarmId: report.AlarmId, respondentId: principal.respondentId, username: principal.username, reportId: report.ReportId }, 'incident report saved');
}

/** POST attachmentreport: starts the alarm's incident report (an alarm log row once; later saves are autosaves). */
export async function createIncidentReport(ctx: ServerContext, principal: Principal, ref: AlarmRef, text: string): Promise<IncidentReport> {
  let created: Selectable<IncidentReportTable> | undefined;
  await changeAlarmAs(ctx, principal, ref, OWNER_ANY_STATE, async (alarm, trx) => {
    created = await trx
      .insertInto('incident_reports')
      .values({ AlarmId: alarm.AlarmId, Text: text, CreatedBy: principal.respondentId, LastUpdated: ctx.clock.now().toISOString() })
      .returningAll()
      .executeTakeFirstOrThrow();
    return { log: { event: 'incidentReport', ...said('incidentReport', { id: String(created.ReportId) }) } };
  });
  if (!created) throw new ServiceError('INTERNAL_ERROR', 'The report was not created');
  logReportSave(ctx, principal, created);
  return toReport(created);
}

async function reportOf(ctx: ServerContext, principal: Principal, ref: AlarmRef, reportId: string) {
  const alarm = await visibleAlarm(ctx.db, principal, ref);
  const row = /^\d+$/.test(reportId)
    ? await ctx.db.selectFrom('incident_reports').selectAll().where('ReportId', '=', Number(reportId)).where('AlarmId', '=', alarm.AlarmId).executeTakeFirst()
    : undefined;
  if (!row) throw notFound('Incident report');
  return row;
}

export async function getIncidentReport(ctx: ServerContext, principal: Principal, ref: AlarmRef, reportId: string): Promise<IncidentReport> {
  return toReport(await reportOf(ctx, principal, ref, reportId));
}

/** PUT attachmentreport/{reportId}: the owner's autosave. */
export async function saveIncidentReport(ctx: ServerContext, principal: Principal, ref: AlarmRef, reportId: string, text: string): Promise<IncidentReport> {
  assertCanWrite(principal);
  const row = await reportOf(ctx, principal, ref, reportId);
  const alarm = await ctx.db.selectFrom('alarms').select(['RespondentId']).where('AlarmId', '=', row.AlarmId).executeTakeFirstOrThrow();
  if (alarm.RespondentId !== principal.respondentId) throw new ServiceError('NOT_OWNER_ALARM', 'Only the operator handling the alarm writes its incident report');
  const lastUpdated = ctx.clock.now().toISOString();
  await ctx.db.updateTable('incident_reports').set({ Text: text, LastUpdated: lastUpdated }).where('ReportId', '=', row.ReportId).execute();
  logReportSave(ctx, principal, row);
  return toReport({ ...row, Text: text, LastUpdated: lastUpdated });
}
