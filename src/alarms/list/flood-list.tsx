import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { clearableInBulk, groupForFlood } from '../../domain/flood-groups.ts';
import { AlarmRows, type AlarmRowsProps, ROW_HEIGHT_PX } from './alarm-rows.tsx';
import { FloodBulkClear } from './flood-bulk-clear.tsx';
import type { ListRow } from './list-model.ts';
import '../flood/flood.css';

/** Rows shown at once in one part of the flood list before it scrolls on its own. */
const PART_ROWS = 8;

type RowProps = Omit<AlarmRowsProps, 'rows' | 'label'>;

/** A part of the flood list: its rows, virtualised, in a box that fits up to PART_ROWS of them. */
function Part({ rows, label, rowProps }: { rows: readonly ListRow[]; label: string; rowProps: RowProps }) {
  if (rows.length === 0) return null;
  return (
    <div className="flood-list__rows" style={{ height: Math.min(rows.length, PART_ROWS) * ROW_HEIGHT_PX }}>
      <AlarmRows rows={rows} label={label} {...rowProps} />
    </div>
  );
}

/**
 * The active tab during a flood: acute alarms on top, then the unanswered alarms grouped by type and site with
 * their counts (a group opens to show its alarms, each taken as in the plain list), then the rest. A supervisor
 * (FloodBulkClear) clears an open group's technical and test alarms at once.
 */
export function FloodList({ rows, label, rowProps, canBulkClear }: { rows: readonly ListRow[]; label: string; rowProps: RowProps; canBulkClear: boolean }) {
  const { t } = useTranslation('alarm');
  const layout = useMemo(() => groupForFlood(rows), [rows]);
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());
  const [bulkOutcome, setBulkOutcome] = useState<string | null>(null);
  const toggle = (key: string) =>
    setOpen((before) => {
      const after = new Set(before);
      if (!after.delete(key)) after.add(key);
      return after;
    });
  return (
    <div className="flood-list">
      {bulkOutcome ? <p role="status">{bulkOutcome}</p> : null}
      <Part rows={layout.acute} label={t('flood.acute')} rowProps={rowProps} />
      <ul className="flood-list__groups" aria-label={t('flood.groups')}>
        {layout.groups.map((group, index) => {
          const expanded = open.has(group.key);
          const name = t('flood.group', { type: group.type, site: group.site, count: group.rows.length });
          return (
            <li key={group.key} className="flood-group">
              <button type="button" className="flood-group__toggle" aria-expanded={expanded} aria-controls={`flood-group-${index}`} onClick={() => toggle(group.key)}>
                {name}
              </button>
              <div id={`flood-group-${index}`} hidden={!expanded}>
                {expanded && canBulkClear ? <FloodBulkClear alarms={group.rows.map((row) => row.alarm).filter(clearableInBulk)} groupName={name} onOutcome={setBulkOutcome} /> : null}
                {expanded ? <Part rows={group.rows} label={name} rowProps={rowProps} /> : null}
              </div>
            </li>
          );
        })}
      </ul>
      <Part rows={layout.rest} label={label} rowProps={rowProps} />
    </div>
  );
}
