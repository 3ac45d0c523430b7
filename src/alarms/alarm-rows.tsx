import { observeElementRect, useVirtualizer } from '@tanstack/react-virtual';
import { forwardRef, useImperativeHandle, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { Alarm } from '../db/rows.ts';
import type { AlarmState } from '../domain/alarm-state.ts';
import type { AlarmListLook } from '../domain/settings.ts';
import { AlarmRow, type RowReminder } from './alarm-row.tsx';
import type { ListRow } from './list-model.ts';

/** Two text lines plus padding; the CSS gives .alarm-list__item the same height. */
export const ROW_HEIGHT_PX = 60;

/** Assumed viewport while the list has no measured height yet (first paint, a hidden panel, a test DOM). */
const FALLBACK_RECT = { width: 480, height: ROW_HEIGHT_PX * 12 };

export interface AlarmRowsProps {
  rows: readonly ListRow[];
  look: AlarmListLook;
  label: string;
  formatTime(alarm: Alarm): string;
  isUnviewed(row: ListRow): boolean;
  hasSignificant(row: ListRow): boolean;
  reminderOf(alarm: Alarm): RowReminder | null;
  pendingId: number | null;
  currentId: number | null;
  onOpen(alarm: Alarm, state: AlarmState): void;
  onHover(alarm: Alarm, state: AlarmState): void;
}

export interface AlarmRowsHandle {
  /** Scrolls the alarm into view and moves keyboard focus to its row. */
  focusAlarm(alarmId: number): void;
}

/**
 * The rows of one tab, virtualised: only the visible rows (plus a few) are in the DOM, so a centre with 10,000
 * alarms scrolls as smoothly as one with ten. Each row keeps its position in the set for screen readers.
 */
export const AlarmRows = forwardRef<AlarmRowsHandle, AlarmRowsProps>(function AlarmRows(props, ref) {
  const { rows, look, label } = props;
  const { t } = useTranslation('alarm');
  const scrollRef = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT_PX,
    overscan: 6,
    getItemKey: (index) => rows[index]?.alarm.AlarmId ?? index,
    // Render a screenful until the list has a real height, rather than nothing.
    initialRect: FALLBACK_RECT,
    observeElementRect: (instance, onRect) => observeElementRect(instance, (rect) => onRect(rect.height > 0 ? rect : FALLBACK_RECT)),
  });

  useImperativeHandle(
    ref,
    () => ({
      focusAlarm(alarmId) {
        const index = rows.findIndex((row) => row.alarm.AlarmId === alarmId);
        if (index < 0) return;
        virtualizer.scrollToIndex(index, { align: 'auto' });
        const focus = () => scrollRef.current?.querySelector<HTMLButtonElement>(`[data-alarm-id="${alarmId}"]`)?.focus();
        // The row may only be rendered after the scroll: try now and after the next frame.
        focus();
        requestAnimationFrame(focus);
      },
    }),
    [rows, virtualizer],
  );

  if (rows.length === 0) return <p className="alarm-list__empty">{t('list.empty')}</p>;

  return (
    <div ref={scrollRef} className="alarm-list__scroll">
      <ul className="alarm-list__rows" aria-label={label} style={{ height: virtualizer.getTotalSize() }}>
        {virtualizer.getVirtualItems().map((item) => {
          const row = rows[item.index];
          if (!row) return null;
          const { alarm, state } = row;
          return (
            <AlarmRow
              key={item.key}
              alarm={alarm}
              state={state}
              look={look}
              time={props.formatTime(alarm)}
              unviewed={props.isUnviewed(row)}
              significant={props.hasSignificant(row)}
              reminder={props.reminderOf(alarm)}
              pending={props.pendingId === alarm.AlarmId}
              current={props.currentId === alarm.AlarmId}
              position={item.index + 1}
              setSize={rows.length}
              style={{ transform: `translateY(${item.start}px)` }}
              onOpen={props.onOpen}
              onHover={props.onHover}
            />
          );
        })}
      </ul>
    </div>
  );
});
