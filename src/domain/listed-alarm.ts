import { type AlarmBasic, type AlarmDetails, AlarmDetailsSchema, type ListedAlarm, ListedAlarmSchema } from '../contract/index.ts';

/** What an alarm's page has and its list row does not: the log and the page's details. */
const PAGE_ONLY_FIELDS = Object.keys(AlarmDetailsSchema.shape).filter((field) => !(field in ListedAlarmSchema.shape));

/**
 * The list's row of an alarm the server answered with its log (GET basic) or as its page shows it (details, a
 * write's answer): the same alarm without what only the page shows, so the list stores and re-reads no log.
 * Fields the contract does not name (another backend's) stay, as the list's own schema keeps them.
 */
export function listedAlarmOf(alarm: AlarmBasic | AlarmDetails): ListedAlarm {
  const row: Record<string, unknown> = { ...alarm };
  for (const field of PAGE_ONLY_FIELDS) delete row[field];
  return row as ListedAlarm;
}
