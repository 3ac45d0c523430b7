import { useVirtualizer } from '@tanstack/react-virtual';
import { type LegacyColumnDef, getCoreRowModel, useLegacyTable } from '@tanstack/react-table/legacy';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { alarmTemplatePath, ROUTES } from '../contract/console-routes.ts';
import type { PlannedAlarm } from '../contract/index.ts';
import { useSettings } from '../db/hooks.ts';
import { formatDateTime } from '../alarms/format-time.ts';
import { useSend } from '../sync-client/engine-context.tsx';
import { Button } from '../ui/button.tsx';
import { useSnackbar } from '../ui/snackbar.tsx';
import { messageText } from '../i18n/message-text.ts';
import {
  cellValue,
  type ColumnFilter,
  FILTER_OPERATORS,
  type FilterOperator,
  nextSort,
  PLANNING_COLUMNS,
  type PlanningColumn,
  plannedActiveNow,
  planningRows,
  type SortState,
} from './planning-rules.ts';
import { usePlannedAlarms } from './use-planned-alarms.ts';
import { alarmText } from '../i18n/alarm-text.ts';
import './planning.css';

const ROW_HEIGHT = 40;
const TIME_COLUMNS: ReadonlySet<PlanningColumn> = new Set(['plannedTime', 'createdTime']);
type Filters = Partial<Record<PlanningColumn, ColumnFilter>>;

/**
 * /dashboard/planning-view (PLAN-01..07): the planned alarms of the operator's groups in a grid with a filter per
 * column, header sorting, an Active column by the schedule rule, and per row links to the alarm's details and its
 * /edit mode in the planning template. Rows are virtualised: a group may plan a few thousand visits.
 */
export function PlanningPage() {
  const { t } = useTranslation(['planning', 'alarm']);
  const send = useSend();
  const snackbar = useSnackbar();
  const navigate = useNavigate();
  const settings = useSettings();
  const planned = usePlannedAlarms();
  // Texts the server raised itself, in the operator's language (qa-supervisor P2-15): filtered and sorted as read.
  const stored = useMemo(() => planned?.map((row) => ({ ...row, AlarmText: alarmText(t, row) })), [planned, t]);
  const [filters, setFilters] = useState<Filters>({});
  const [sort, setSort] = useState<SortState | null>(null);
  const scrollRef = useRef<HTMLDivElement>(null);
  const template = settings?.PLANNING_VIEW_ALARM_TEMPLATE ?? 'defaultPlanning';

  useEffect(() => {
    let cancelled = false;
    void send('loadPlannedAlarms', undefined).then((result) => {
      if (!cancelled && !result.ok) snackbar.show(t('loadFailed', { message: messageText(t, result) }), { tone: 'error' });
    });
    return () => {
      cancelled = true;
    };
    // Loaded once per visit; later changes arrive as pushes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const dateFormat = settings?.DATE_FORMAT;
  // A plan spans days: its times always carry the date, whatever TIMESTAMPS does in the alarm list (qa-supervisor P3-5).
  const show = useCallback(
    (column: PlanningColumn, value: string) => (TIME_COLUMNS.has(column) ? formatDateTime(value, { dateFormat, timestamps: undefined }) : value),
    [dateFormat],
  );
  // Filters match what the operator reads: times as formatted, not as ISO.
  const rows = useMemo(
    () => planningRows(stored ?? [], filters, sort, (row, column) => show(column, cellValue(row, column))),
    [stored, filters, sort, show],
  );

  const columns = useMemo<LegacyColumnDef<PlannedAlarm>[]>(
    () => PLANNING_COLUMNS.map((column) => ({ id: column, accessorFn: (row: PlannedAlarm) => cellValue(row, column) })),
    [],
  );
  const table = useLegacyTable<PlannedAlarm>({ data: rows, columns, getCoreRowModel: getCoreRowModel(), getRowId: (row) => String(row.AlarmId) });
  const tableRows = table.getRowModel().rows;

  const virtualizer = useVirtualizer({
    count: tableRows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 10,
  });
  const items = virtualizer.getVirtualItems();
  const padTop = items[0]?.start ?? 0;
  const padBottom = items.length > 0 ? virtualizer.getTotalSize() - items[items.length - 1]!.end : 0;
  const now = new Date();

  const setFilter = (column: PlanningColumn, change: Partial<ColumnFilter>) =>
    setFilters((current) => ({ ...current, [column]: { operator: 'contains', value: '', ...current[column], ...change } }));
  const columnName = (column: PlanningColumn) => t(`columns.${column}`);
  // Twelve sort buttons and twenty-four filter controls stand before the first row: the keyboard skips them (qa-supervisor P3-5).
  const focusFirstRow = () => {
    virtualizer.scrollToIndex(0);
    scrollRef.current?.querySelector<HTMLAnchorElement>('tbody a')?.focus();
  };

  return (
    <section className="page planning-page" aria-labelledby="planning-title">
      <header className="planning-header">
        <h1 id="planning-title" className="page-title">
          {t('title')}
        </h1>
        {rows.length > 0 ? (
          <button type="button" className="skip-link" onClick={focusFirstRow}>
            {t('skipToRows')}
          </button>
        ) : null}
        <div className="planning-actions">
          <Button onClick={() => setFilters({})}>{t('clearFilters')}</Button>
          <Button onClick={() => navigate(ROUTES.dashboard)}>{t('close')}</Button>
        </div>
      </header>
      {stored === undefined ? (
        <p>{t('loading')}</p>
      ) : (
        <>
          <p className="planning-count" aria-live="polite">
            {t('count', { shown: rows.length, total: stored.length })}
          </p>
          <div className="planning-scroll" ref={scrollRef}>
            <table className="data-table planning-table" aria-labelledby="planning-title" aria-rowcount={tableRows.length + 2}>
              <thead>
                <tr aria-rowindex={1}>
                  {/* The row's links and whether it is active come first, in view at any width (qa-supervisor P2-12). */}
                  <th scope="col">{t('actions')}</th>
                  <th scope="col">{t('active')}</th>
                  {table.getHeaderGroups()[0]!.headers.map((header) => {
                    const column = header.column.id as PlanningColumn;
                    const direction = sort?.column === column ? sort.direction : null;
                    return (
                      <th key={header.id} scope="col" aria-sort={direction === 'asc' ? 'ascending' : direction === 'desc' ? 'descending' : 'none'}>
                        <button type="button" className="planning-sort" onClick={() => setSort((current) => nextSort(current, column))}>
                          {columnName(column)}
                          <span aria-hidden="true">{direction === 'asc' ? ' ▲' : direction === 'desc' ? ' ▼' : ''}</span>
                        </button>
                      </th>
                    );
                  })}
                </tr>
                <tr aria-rowindex={2} className="planning-filters">
                  <td />
                  <td />
                  {PLANNING_COLUMNS.map((column) => (
                    <td key={column}>
                      <select
                        aria-label={t('filterOperator', { column: columnName(column) })}
                        value={filters[column]?.operator ?? 'contains'}
                        onChange={(event) => setFilter(column, { operator: event.target.value as FilterOperator })}
                      >
                        {FILTER_OPERATORS.map((operator) => (
                          <option key={operator} value={operator}>
                            {t(`operators.${operator}`)}
                          </option>
                        ))}
                      </select>
                      <input
                        type="search"
                        aria-label={t('filterValue', { column: columnName(column) })}
                        value={filters[column]?.value ?? ''}
                        onChange={(event) => setFilter(column, { value: event.target.value })}
                      />
                    </td>
                  ))}
                </tr>
              </thead>
              <tbody>
                {padTop > 0 ? <tr aria-hidden="true" style={{ height: padTop }} /> : null}
                {items.map((item) => {
                  const row = tableRows[item.index]!;
                  const alarm = row.original;
                  const code = cellValue(alarm, 'alarmCode');
                  const path = alarmTemplatePath(template, alarm.AlarmId);
                  return (
                    <tr key={row.id} aria-rowindex={item.index + 3} style={{ height: ROW_HEIGHT }}>
                      <td className="planning-row-actions">
                        <Link to={path} aria-label={t('openAlarm', { code })}>
                          {t('open')}
                        </Link>
                        <Link to={`${path}/edit`} aria-label={t('editAlarm', { code })}>
                          {t('edit')}
                        </Link>
                      </td>
                      <td>{plannedActiveNow(alarm, now) ? t('yes') : t('no')}</td>
                      {row.getAllCells().map((cell) => (
                        <td key={cell.id}>{show(cell.column.id as PlanningColumn, String(cell.getValue()))}</td>
                      ))}
                    </tr>
                  );
                })}
                {padBottom > 0 ? <tr aria-hidden="true" style={{ height: padBottom }} /> : null}
              </tbody>
            </table>
            {rows.length === 0 ? <p>{stored.length === 0 ? t('none') : t('noMatch')}</p> : null}
          </div>
        </>
      )}
    </section>
  );
}
