import { observeElementRect, useVirtualizer } from '@tanstack/react-virtual';
import { forwardRef, type KeyboardEvent, memo, useCallback, useImperativeHandle, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ListedAlarm } from '../../db/rows.ts';
import type { AlarmState } from '../../domain/alarm-state.ts';
import type { AlarmListLook } from '../../domain/settings.ts';
import { type AnswerWarning, AlarmRow, type RowReminder } from './alarm-row.tsx';
import type { ListRow } from './list-model.ts';
import { rovingStep } from './roving-step.ts';

/** Two text lines plus padding; the CSS gives .alarm-list__item the same height. */
export const ROW_HEIGHT_PX = 60;

/** Assumed viewport while the list has no measured height yet (first paint, a hidden panel, a test DOM). */
const FALLBACK_RECT = { width: 480, height: ROW_HEIGHT_PX * 12 };

export interface AlarmRowsProps {
  rows: readonly ListRow[];
  look: AlarmListLook;
  label: string;
  formatTime(alarm: ListedAlarm): string;
  /** The time of day alone: what a row that shows its wait shows of an earlier day's time. */
  formatClock(alarm: ListedAlarm): string;
  /** How long an unanswered row has waited, or null. */
  waited(row: ListRow): string | null;
  /** An unanswered row near or past the answer target, else null. */
  waitStateOf(row: ListRow): AnswerWarning | null;
  targetSeconds: number;
  pinnedId: number | null;
  isUnviewed(row: ListRow): boolean;
  hasSignificant(row: ListRow): boolean;
  reminderOf(alarm: ListedAlarm): RowReminder | null;
  pendingId: number | null;
  currentId: number | null;
  onOpen(alarm: ListedAlarm, state: AlarmState): void;
  onHover(alarm: ListedAlarm, state: AlarmState): void;
}

export interface AlarmRowsHandle {
  /** Scrolls the alarm into view and moves keyboard focus to its row. */
  focusAlarm(alarmId: number): void;
}

/**
 * The rows of one tab, virtualised: only the visible rows (plus a few) are in the DOM, so a centre with 10,000
 * alarms scrolls as smoothly as one with ten. Each row keeps its position in the set for screen readers. Memoised: a
 * push draws a part of the flood list again only when its rows or the rows' looks changed.
 */
export const AlarmRows = memo(forwardRef<AlarmRowsHandle, AlarmRowsProps>(function AlarmRows(props, ref) {
  const { rows, look, label } = props;
  const { t } = useTranslation('alarm');
  const scrollRef = useRef<HTMLDivElement>(null);
  /** The row that holds the list's one Tab stop: the last focused, else the open alarm, else the first. */
  const [focusedId, setFocusedId] = useState<number | null>(null);
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

  const focusIndex = useCallback((index: number) => {
    const alarmId = rows[index]?.alarm.AlarmId;
    if (alarmId === undefined) return;
    setFocusedId(alarmId);
    virtualizer.scrollToIndex(index, { align: 'auto' });
    const focus = () => scrollRef.current?.querySelector<HTMLButtonElement>(`[data-alarm-id="${alarmId}"]`)?.focus();
    // The row may only be rendered after the scroll: try now and after the next frame.
    focus();
    requestAnimationFrame(focus);
  }, [rows, virtualizer]);

  useImperativeHandle(
    ref,
    () => ({
      focusAlarm(alarmId) {
        focusIndex(rows.findIndex((row) => row.alarm.AlarmId === alarmId));
      },
    }),
    [rows, focusIndex],
  );

  if (rows.length === 0) return <p className="alarm-list__empty">{t('list.empty')}</p>;

  const items = virtualizer.getVirtualItems();
  const rendered = (id: number | null) => id !== null && items.some((item) => rows[item.index]?.alarm.AlarmId === id);
  // One Tab stop for the whole list; a row scrolled out of the DOM hands it to the first rendered row.
  const tabStopId = [focusedId, props.currentId].find(rendered) ?? rows[items[0]?.index ?? 0]?.alarm.AlarmId;
  const onKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    if (event.ctrlKey || event.altKey || event.metaKey) return;
    const from = rows.findIndex((row) => row.alarm.AlarmId === Number((event.target as HTMLElement).dataset.alarmId));
    const to = rovingStep(event.key, from, rows.length, Math.max(1, Math.floor((scrollRef.current?.clientHeight ?? 0) / ROW_HEIGHT_PX)));
    if (to === null) return;
    event.preventDefault();
    focusIndex(to);
  };

  return (
    <div ref={scrollRef} className="alarm-list__scroll">
      <ul className="alarm-list__rows" aria-label={label} style={{ height: virtualizer.getTotalSize() }} onKeyDown={onKeyDown}>
        {items.map((item) => {
          const row = rows[item.index];
          if (!row) return null;
          const { alarm, state } = row;
          const reminder = props.reminderOf(alarm);
          return (
            <AlarmRow
              key={item.key}
              alarm={alarm}
              state={state}
              look={look}
              time={props.formatTime(alarm)}
              clock={props.formatClock(alarm)}
              waited={props.waited(row)}
              waitState={props.waitStateOf(row)}
              targetSeconds={props.targetSeconds}
              pinned={props.pinnedId === alarm.AlarmId}
              tabStop={tabStopId === alarm.AlarmId}
              onFocusRow={setFocusedId}
              unviewed={props.isUnviewed(row)}
              significant={props.hasSignificant(row)}
              reminderLabel={reminder?.label ?? null}
              reminderDue={reminder?.due ?? false}
              pending={props.pendingId === alarm.AlarmId}
              current={props.currentId === alarm.AlarmId}
              position={item.index + 1}
              setSize={rows.length}
              top={item.start}
              onOpen={props.onOpen}
              onHover={props.onHover}
            />
          );
        })}
      </ul>
    </div>
  );
}));
