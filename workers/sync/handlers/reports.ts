import { z } from 'zod';
import { endpoints } from '../../../src/contract/index.ts';
import type { ArcDatabase } from '../../../src/db/database.ts';
import type { ReportDraftRow } from '../../../src/db/rows.ts';
import { reportIdFromLogs } from '../../../src/domain/incident-report.ts';
import { QUEUED } from '../../../src/sync-client/failure.ts';
import { failureFromHttp } from '../failure-from-http.ts';
import { loadOpenAlarm } from '../loaders.ts';
import type { UserRuntime } from '../user-runtime.ts';
import { endpointWrite } from './endpoint-write.ts';
import { AlarmRef, DONE, type EngineScope, withSession } from './handler.ts';

async function knownReportId(db: ArcDatabase, alarmId: number, draft: ReportDraftRow | undefined): Promise<string | number | null> {
  return draft?.reportId ?? reportIdFromLogs((await db.alarmDetails.get(alarmId))?.Logs);
}

/** A create of this alarm's report still waits in the outbox: its id is not known yet. */
async function createWaiting(db: ArcDatabase, alarmId: number): Promise<boolean> {
  return (await db.outbox.filter((row) => row.endpoint === 'incidentReportCreate' && row.alarmId === alarmId).count()) > 0;
}

const blank = (alarmId: number, now: number): ReportDraftRow => ({ AlarmId: alarmId, reportId: null, text: '', savedText: '', editedAt: now, savedAt: null });

/**
 * The incident report (WIDGET-32). Every keystroke is stored as a draft in IndexedDB (reportType), so typed text
 * survives reloads and being offline; a save (the view's autosave, 15 s after the last interaction) sends the
 * draft through the outbox: the first save creates the report, later ones update it. Text typed while the create
 * still waits stays in the draft and goes out with the next save once the report exists.
 */
export function reportHandlers(scope: EngineScope) {
  const create = endpointWrite(scope, 'incidentReportCreate', 'mayWait');
  const update = endpointWrite(scope, 'incidentReportUpdate', 'mayWait');

  /** The report id, refreshing the alarm's logs once when a create was sent earlier and its id is not seen yet. */
  async function reportIdFor(runtime: UserRuntime, db: ArcDatabase, alarmId: number, draft: ReportDraftRow): Promise<string | number | null> {
    const id = await knownReportId(db, alarmId, draft);
    if (id !== null || draft.savedAt === null) return id;
    await loadOpenAlarm(runtime.ctx, alarmId);
    return knownReportId(db, alarmId, draft);
  }

  return {
    /** Opening the report: unsaved typing stays; otherwise the server's report, if the alarm has one, is the draft. */
    reportOpen: withSession(scope, AlarmRef, async (runtime, db, { alarmId }) => {
      const now = runtime.ctx.clock.now();
      const draft = await db.reportDrafts.get(alarmId);
      if (draft && draft.text !== draft.savedText) return DONE;
      const reportId = await knownReportId(db, alarmId, draft);
      if (reportId === null) {
        if (!draft) await db.reportDrafts.put(blank(alarmId, now));
        return DONE;
      }
      const got = await runtime.ctx.http.send(endpoints.incidentReportGet, { params: { alarm_id: alarmId, reportId: String(reportId) } });
      if (!got.ok) return failureFromHttp(got);
      const text = got.value.text ?? '';
      await db.transaction('rw', db.reportDrafts, async () => {
        const latest = await db.reportDrafts.get(alarmId);
        // The operator may have typed while the report loaded: that text wins.
        if (latest && latest.text !== latest.savedText) return;
        await db.reportDrafts.put({ AlarmId: alarmId, reportId: got.value.reportId, text, savedText: text, editedAt: now, savedAt: now });
      });
      return DONE;
    }),

    /** One interaction: the text as it now reads, stored at once. */
    reportType: withSession(scope, AlarmRef.extend({ text: z.string() }), async (runtime, db, { alarmId, text }) => {
      const now = runtime.ctx.clock.now();
      await db.transaction('rw', db.reportDrafts, async () => {
        const draft = (await db.reportDrafts.get(alarmId)) ?? blank(alarmId, now);
        await db.reportDrafts.put({ ...draft, text, editedAt: now });
      });
      return DONE;
    }),

    /** Sends the draft; answers queued (outbox) or done. */
    reportSave: withSession(scope, AlarmRef, async (runtime, db, { alarmId }, caller) => {
      const draft = await db.reportDrafts.get(alarmId);
      if (!draft || draft.text === draft.savedText) return DONE;
      const { text } = draft;
      let reportId = await reportIdFor(runtime, db, alarmId, draft);
      let result;
      if (reportId === null) {
        if (await createWaiting(db, alarmId)) return QUEUED;
        result = await create({ params: { alarm_id: alarmId }, body: { text } }, caller);
        if (result.ok && !result.queued) reportId = result.value.reportId;
      } else {
        result = await update({ params: { alarm_id: alarmId, reportId: String(reportId) }, body: { text } }, caller);
      }
      if (!result.ok) return result;
      await db.reportDrafts.update(alarmId, { reportId, savedText: text, savedAt: runtime.ctx.clock.now() });
      return result.queued ? QUEUED : DONE;
    }),
  };
}
export type ReportHandlers = ReturnType<typeof reportHandlers>;
