import type { ListedAlarm } from '../contract/index.ts';
import { type AlarmState, isUnanswered } from './alarm-state.ts';

/** Criticality of an acute alarm: during a flood it stays on top and is never grouped. */
export const ACUTE_PRIORITY = 3;

/** The flag an alarm receiver sets on a technical alarm (a device fault, a low battery, a lost line). */
export const TECHNICAL_ALARM_FLAG = 'technical';

/** A technical or test alarm: a supervisor may clear it in bulk (FloodBulkClear), nobody needs to be spoken to. */
export function clearableInBulk(alarm: Pick<ListedAlarm, 'Flags' | 'IsTest'>): boolean {
  const flags = typeof alarm.Flags === 'string' ? alarm.Flags.split(',') : (alarm.Flags ?? []).map(String);
  return alarm.IsTest === true || flags.some((flag) => flag.trim() === TECHNICAL_ALARM_FLAG);
}

interface Row {
  alarm: ListedAlarm;
  state: AlarmState;
}

/** Unanswered alarms of one type at one site, in the list's order. */
export interface FloodGroup<T extends Row> {
  key: string;
  /** The alarm text of its first alarm: the type as the operator reads it. */
  type: string;
  /** The organisation, else the person's name. */
  site: string;
  rows: T[];
}

export interface FloodLayout<T extends Row> {
  /** Acute alarms, first and ungrouped. */
  acute: T[];
  /** Groups of two or more, ordered by their first alarm's place in the list. */
  groups: FloodGroup<T>[];
  /** Everything else (answered alarms, an unanswered alarm alone of its kind) in the list's order. */
  rest: T[];
}

const text = (value: string | null | undefined) => value?.trim() ?? '';

/** Each alarm object's key: the store keeps an unchanged alarm's object, so a push computes only the new ones. */
const keys = new WeakMap<ListedAlarm, string>();

/** Type (template and alarm code, else text) and site (organisation, else the person) of an alarm. */
function groupKey(alarm: ListedAlarm): string {
  let key = keys.get(alarm);
  if (key === undefined) {
    const type = `${text(alarm.Template)}\n${text(alarm.AlarmTextCode) || text(alarm.AlarmText)}`;
    const site = text(alarm.Organization) || `user ${alarm.UserId ?? ''}`;
    key = `${type}\n${site}`;
    keys.set(alarm, key);
  }
  return key;
}

/**
 * The list during a flood: acute alarms on top, the other unanswered alarms grouped by type and site with their
 * counts, the rest as before. `rows` is in the list's order, which every part keeps.
 */
export function groupForFlood<T extends Row>(rows: readonly T[]): FloodLayout<T> {
  const acute: T[] = [];
  const byKey = new Map<string, T[]>();
  const order: (T | T[])[] = [];
  for (const row of rows) {
    if (row.alarm.Priority === ACUTE_PRIORITY) acute.push(row);
    else if (!isUnanswered(row.state)) order.push(row);
    else {
      const key = groupKey(row.alarm);
      const members = byKey.get(key);
      if (members) members.push(row);
      else {
        const first = [row];
        byKey.set(key, first);
        order.push(first);
      }
    }
  }
  const groups: FloodGroup<T>[] = [];
  const rest: T[] = [];
  for (const item of order) {
    if (!Array.isArray(item)) rest.push(item);
    else if (item.length === 1) rest.push(item[0]!);
    else {
      const first = item[0]!.alarm;
      groups.push({ key: groupKey(first), type: text(first.AlarmText) || text(first.Template), site: text(first.Organization) || text(first.Name), rows: item });
    }
  }
  return { acute, groups, rest };
}
