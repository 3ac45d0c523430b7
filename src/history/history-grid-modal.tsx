import { columnVisibilityFeature, createColumnHelper, tableFeatures, useTable } from '@tanstack/react-table';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { AlarmHistoryItem } from '../contract/index.ts';
import { alarmPath } from '../alarms/alarm-path.ts';
import { alarmText } from '../i18n/alarm-text.ts';
import { Button } from '../ui/button.tsx';
import { Modal } from '../ui/modal.tsx';
import { type HistoryGridRow, historyGridRows } from './history-grid-rows.ts';

const features = tableFeatures({ columnVisibilityFeature });
const helper = createColumnHelper<typeof features, HistoryGridRow>();

interface Props {
  open: boolean;
  items: readonly AlarmHistoryItem[];
  formatTime(value: string | null | undefined): string;
  onClose(): void;
}

/**
 * The history as a grid (HIST-05..07): time, event, reason, action, note and from, with a column chooser; the
 * event cell opens that alarm.
 */
export function HistoryGridModal({ open, items, formatTime, onClose }: Props) {
  const { t } = useTranslation('alarm');
  const navigate = useNavigate();
  const data = useMemo(() => historyGridRows(items), [items]);
  const columns = useMemo(
    () =>
      helper.columns([
        helper.accessor((row) => formatTime(row.item.ServerAlarmTime), { id: 'time', header: t('history.grid.time') }),
        helper.accessor((row) => alarmText(t, row.item), {
          id: 'event',
          header: t('history.grid.event'),
          cell: (info) => {
            const item = info.row.original.item;
            const text = info.getValue() || t('list.noText');
            return (
              <button
                type="button"
                className="link-button"
                aria-label={t('history.grid.openAlarm', { text })}
                onClick={() => {
                  onClose();
                  navigate(alarmPath(item));
                }}
              >
                {text}
              </button>
            );
          },
        }),
        helper.accessor('reason', { header: t('history.grid.reason') }),
        helper.accessor('action', { header: t('history.grid.action') }),
        helper.accessor('note', { header: t('history.grid.note') }),
        helper.accessor('from', { header: t('history.grid.from') }),
      ]),
    [formatTime, navigate, onClose, t],
  );
  const table = useTable({ features, columns, data, getRowId: (row) => String(row.item.AlarmId) });

  return (
    <Modal
      open={open}
      title={t('history.grid.title')}
      onClose={onClose}
      className="history-grid-modal"
      actions={
        <Button variant="primary" onClick={onClose}>
          {t('history.grid.close')}
        </Button>
      }
    >
      <fieldset className="history-grid__chooser">
        <legend>{t('history.grid.columns')}</legend>
        {table.getAllLeafColumns().map((column) => (
          <label key={column.id}>
            <input type="checkbox" checked={column.getIsVisible()} onChange={() => column.toggleVisibility()} />{' '}
            {typeof column.columnDef.header === 'string' ? column.columnDef.header : column.id}
          </label>
        ))}
      </fieldset>
      <div className="history-grid__scroll">
        <table className="history-grid">
          <thead>
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id}>
                {group.headers.map((header) => (
                  <th key={header.id} scope="col">
                    {header.isPlaceholder ? null : <table.FlexRender header={header} />}
                  </th>
                ))}
              </tr>
            ))}
          </thead>
          <tbody>
            {table.getRowModel().rows.map((row) => (
              <tr key={row.id}>
                {row.getVisibleCells().map((cell) => (
                  <td key={cell.id}>
                    <table.FlexRender cell={cell} />
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </Modal>
  );
}
