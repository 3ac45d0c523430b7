import type { PlannedAlarm } from '../contract/index.ts';

/**
 * The planning grid's columns (calls §3), in display order: what the operator plans by first, the alarm code (a GUID
 * that means nothing to an operator) last (qa-supervisor P2-12).
 */
export const PLANNING_COLUMNS = [
  'plannedTime',
  'alarmText',
  'respondent',
  'responseGroup',
  'street',
  'city',
  'postalCode',
  'product',
  'organization',
  'createdTime',
  'comment',
  'alarmCode',
] as const;
export type PlanningColumn = (typeof PLANNING_COLUMNS)[number];

/** The raw value of one cell: text as the server sent it; times stay ISO so that they sort by time. */
export function cellValue(row: PlannedAlarm, column: PlanningColumn): string {
  switch (column) {
    case 'alarmCode':
      return row.GlobalAlarmId ?? String(row.AlarmId);
    case 'alarmText':
      return row.AlarmText ?? '';
    case 'city':
      return row.City ?? '';
    case 'street':
      return row.Street ?? '';
    case 'postalCode':
      return row.PostalCode ?? '';
    case 'product':
      // A product set on the planning edit page names the task; otherwise the planned TaskType does.
      return row.Product || taskTypeText(row.TaskType);
    case 'organization':
      return row.Organization ?? '';
    case 'respondent':
      return row.RespondentName ?? '';
    case 'responseGroup':
      return row.RespondentGroupName ?? '';
    case 'plannedTime':
      return row.PlannedTime ?? '';
    case 'createdTime':
      return row.ServerAlarmTime ?? '';
    case 'comment':
      return row.Comment ?? '';
  }
}

/** TaskType arrives comma-separated; the grid shows it joined with comma-space. */
export function taskTypeText(taskType: string | null | undefined): string {
  return (taskType ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
    .join(', ');
}

export const FILTER_OPERATORS = ['contains', 'notContains', 'equals', 'notEqual', 'startsWith', 'endsWith'] as const;
export type FilterOperator = (typeof FILTER_OPERATORS)[number];
export interface ColumnFilter {
  operator: FilterOperator;
  value: string;
}

/** One column filter, case-insensitive; an empty value filters nothing. */
export function matchesFilter(cell: string, filter: ColumnFilter): boolean {
  const wanted = filter.value.trim().toLocaleLowerCase();
  if (!wanted) return true;
  const text = cell.toLocaleLowerCase();
  switch (filter.operator) {
    case 'contains':
      return text.includes(wanted);
    case 'notContains':
      return !text.includes(wanted);
    case 'equals':
      return text === wanted;
    case 'notEqual':
      return text !== wanted;
    case 'startsWith':
      return text.startsWith(wanted);
    case 'endsWith':
      return text.endsWith(wanted);
  }
}

export type SortDirection = 'asc' | 'desc';
export interface SortState {
  column: PlanningColumn;
  direction: SortDirection;
}

/** A header click cycles ascending → descending → none; another column starts again at ascending. */
export function nextSort(current: SortState | null, column: PlanningColumn): SortState | null {
  if (current?.column !== column) return { column, direction: 'asc' };
  return current.direction === 'asc' ? { column, direction: 'desc' } : null;
}

/**
 * The grid's rows: every filter applies (AND) to the text shown (`shown`, e.g. formatted times), then the sort by
 * raw value (times by time); no sort keeps the stored order.
 */
export function planningRows(
  rows: readonly PlannedAlarm[],
  filters: Partial<Record<PlanningColumn, ColumnFilter>>,
  sort: SortState | null,
  shown: (row: PlannedAlarm, column: PlanningColumn) => string = cellValue,
): PlannedAlarm[] {
  const active = Object.entries(filters).filter((entry): entry is [PlanningColumn, ColumnFilter] => entry[1] !== undefined);
  const kept = rows.filter((row) => active.every(([column, filter]) => matchesFilter(shown(row, column), filter)));
  if (!sort) return kept;
  const sign = sort.direction === 'asc' ? 1 : -1;
  return kept.sort(
    (a, b) => sign * cellValue(a, sort.column).localeCompare(cellValue(b, sort.column), undefined, { numeric: true, sensitivity: 'base' }),
  );
}

type Schedule = NonNullable<PlannedAlarm['Schedule']>;
type ScheduleItem = NonNullable<Schedule['ScheduleItems']>[number];

const minutes = (clock: string): number => Number(clock.slice(0, 2)) * 60 + Number(clock.slice(3, 5));

/** Within [start, end) in local minutes; a window whose end is before its start runs over midnight; no times = all day. */
function withinWindow(now: Date, start: string | null | undefined, end: string | null | undefined): boolean {
  if (!start && !end) return true;
  const t = now.getHours() * 60 + now.getMinutes();
  const from = start ? minutes(start) : 0;
  const to = end ? minutes(end) : 24 * 60;
  return from <= to ? t >= from && t < to : t >= from || t < to;
}

/** An item applies today when today is in its date range and (when it names days) on one of its days, 0 = Monday. */
function appliesOn(item: ScheduleItem, now: Date): boolean {
  const day = (now.getDay() + 6) % 7;
  if (item.RepeatDays && item.RepeatDays.length > 0 && !item.RepeatDays.includes(day)) return false;
  const today = now.getTime();
  if (item.StartDate && Date.parse(item.StartDate) > today) return false;
  if (item.EndDate && Date.parse(item.EndDate) < today) return false;
  return true;
}

/**
 * Whether a task is active now by its schedule (calls §3, §5): no times and no items means always; exception items
 * that apply today override the others; otherwise any item applying today whose window (its own times, else the
 * schedule's) holds now; with no items, the schedule's own window.
 */
export function scheduleActiveAt(schedule: Schedule | null | undefined, now: Date): boolean {
  if (!schedule) return true;
  const items = schedule.ScheduleItems ?? [];
  if (items.length === 0) return withinWindow(now, schedule.StartTime, schedule.EndTime);
  const today = items.filter((item) => appliesOn(item, now));
  const exceptions = today.filter((item) => item.ExceptionTime === true);
  const deciding = exceptions.length > 0 ? exceptions : today;
  return deciding.some((item) => withinWindow(now, item.StartTime ?? schedule.StartTime, item.EndTime ?? schedule.EndTime));
}

/** The row's Active cell: an Active planned alarm whose schedule (none means always) holds now. */
export function plannedActiveNow(row: PlannedAlarm, now: Date): boolean {
  return row.Active && scheduleActiveAt(row.Schedule, now);
}
