/** The incident report of an alarm (WIDGET-32): where its id is found, and when typed text is due to be saved. */
import type { AlarmLog } from '../contract/index.ts';
import { INCIDENT_REPORT_AUTOSAVE_MS } from './constants.ts';

/** The server writes one log line when a report is started; its id is that line's `id` parameter (newest wins). */
export function reportIdFromLogs(logs: readonly AlarmLog[] | null | undefined): string | null {
  let found: { id: string; at: string } | null = null;
  for (const log of logs ?? []) {
    const id = log.EventCode === 'incidentReport' ? log.EventParams?.id : undefined;
    if (id && (found === null || (log.Created ?? '') >= found.at)) found = { id, at: log.Created ?? '' };
  }
  return found?.id ?? null;
}

/**
 * Typed text not yet saved: the autosave is due INCIDENT_REPORT_AUTOSAVE_MS after the last interaction, the stored
 * one or a newer one the view saw before its store landed.
 */
export function reportSaveDueAt(draft: { text: string; savedText: string; editedAt: number } | null | undefined, lastInteraction = 0): number | null {
  if (!draft || draft.text === draft.savedText) return null;
  return Math.max(draft.editedAt, lastInteraction) + INCIDENT_REPORT_AUTOSAVE_MS;
}
