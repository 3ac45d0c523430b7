import type { z } from 'zod';
import { IngestAlarmSchema, type IngestAlarm } from '../../src/contract/index.ts';
import { CRITICALITY } from '../../src/domain/constants.ts';
import { said, type CodedText } from './log-events.ts';

/** Shown instead of a missing or blank alarm text. */
export const NO_ALARM_TEXT = 'Alarm without text';

/** The alarm's identity: without a usable user the alarm cannot be routed, so these are never repaired. */
const IDENTITY = new Set(['UserId', 'ExternalId']);
/** Repairs can uncover further issues (a dropped field's sibling); a few rounds settle any body. */
const MAX_ROUNDS = 4;

export type IngestRepairResult = { ok: true; alarm: IngestAlarm; repairs: CodedText[] } | { ok: false; error: z.ZodError };

type Draft = Record<string, unknown>;

function isRecord(value: unknown): value is Draft {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Cuts a text to `max` characters, the last one an ellipsis so that the cut shows. */
function cut(text: string, max: number): string {
  return `${text.slice(0, Math.max(0, max - 1))}…`;
}

/**
 * The priority an unusable one becomes (qa-handling P3-17): the most serious, so that an alarm whose sender meant
 * something the centre does not know is never handled as less urgent than it is.
 */
const UNKNOWN_PRIORITY = 3 satisfies keyof typeof CRITICALITY;

/** Repairs the field an issue points at; false when nothing could be done. */
function repair(draft: Draft, issue: z.core.$ZodIssue, repairs: Map<string, CodedText>): boolean {
  const [field, index] = issue.path;
  if (typeof field !== 'string' || !(field in draft)) return false;
  const value = draft[field];
  if (field === 'Priority') {
    draft.Priority = UNKNOWN_PRIORITY;
    repairs.set(field, said('ingestPriorityAcute', { value: String(value) }));
    return true;
  }
  const max = issue.code === 'too_big' ? Number(issue.maximum) : undefined;
  if (IDENTITY.has(field)) {
    // Both ids given: the UserId decides, the ExternalId is left out.
    if (issue.code !== 'custom' || draft.UserId === undefined || draft.ExternalId === undefined) return false;
    delete draft.ExternalId;
    repairs.set('ExternalId', said('ingestIgnored', { field: 'ExternalId' }));
    return true;
  }
  if (Array.isArray(value) && typeof index === 'number') {
    const item = value[index];
    const next = [...value];
    if (typeof item === 'string' && max !== undefined) next[index] = cut(item, max);
    else next.splice(index, 1);
    draft[field] = next;
    repairs.set(field, said('ingestIgnored', { field }));
    return true;
  }
  if (typeof value === 'string' && max !== undefined) {
    draft[field] = cut(value, max);
    repairs.set(field, said('ingestTruncated', { field, max: String(max) }));
    return true;
  }
  if (Array.isArray(value) && max !== undefined) {
    draft[field] = value.slice(0, max);
    repairs.set(field, said('ingestTruncated', { field, max: String(max) }));
    return true;
  }
  delete draft[field];
  repairs.set(field, said('ingestIgnored', { field }));
  return true;
}

/**
 * An alarm is never refused for its content: over-long texts are cut, a missing or blank text is replaced, an
 * unknown priority becomes acute, other unusable fields are left out (their defaults apply). Each change is returned
 * as a log line for the alarm. Only a body that names no usable user (UserId or ExternalId) is refused.
 */
export function repairIngest(body: unknown): IngestRepairResult {
  if (!isRecord(body)) {
    const refused = IngestAlarmSchema.safeParse(body);
    return refused.success ? { ok: true, alarm: refused.data, repairs: [] } : { ok: false, error: refused.error };
  }
  const draft: Draft = { ...body };
  const repairs = new Map<string, CodedText>();
  if (typeof draft.AlarmText !== 'string' || draft.AlarmText.trim() === '') {
    draft.AlarmText = NO_ALARM_TEXT;
    repairs.set('AlarmText', said('ingestTextMissing', { text: NO_ALARM_TEXT }));
  }
  let parsed = IngestAlarmSchema.safeParse(draft);
  for (let round = 0; !parsed.success && round < MAX_ROUNDS; round += 1) {
    // Later issues of the same array are repaired first, so that removing an item keeps earlier indexes right.
    const issues = [...parsed.error.issues].reverse();
    const repaired = issues.map((issue) => repair(draft, issue, repairs)).some(Boolean);
    if (!repaired) break;
    parsed = IngestAlarmSchema.safeParse(draft);
  }
  return parsed.success ? { ok: true, alarm: parsed.data, repairs: [...repairs.values()] } : { ok: false, error: parsed.error };
}
