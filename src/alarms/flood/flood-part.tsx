import { memo } from 'react';
import { AlarmRows, type AlarmRowsProps, ROW_HEIGHT_PX } from '../list/alarm-rows.tsx';
import type { ListRow } from '../list/list-model.ts';

/** Rows shown at once in one part of the flood list before it scrolls on its own. */
const PART_ROWS = 8;

export type FloodRowProps = Omit<AlarmRowsProps, 'rows' | 'label'>;

/** A part of the flood list: its rows, virtualised, in a box that fits up to PART_ROWS of them; drawn again only when they change. */
export const FloodPart = memo(function FloodPart({ rows, label, rowProps }: { rows: readonly ListRow[]; label: string; rowProps: FloodRowProps }) {
  if (rows.length === 0) return null;
  return (
    <div className="flood-list__rows" style={{ height: Math.min(rows.length, PART_ROWS) * ROW_HEIGHT_PX }}>
      <AlarmRows rows={rows} label={label} {...rowProps} />
    </div>
  );
});
