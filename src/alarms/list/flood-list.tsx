import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FloodGroupItem } from '../flood/flood-group-item.tsx';
import { createFloodLayoutKeeper } from '../flood/flood-layout-keeper.ts';
import { FloodPart, type FloodRowProps } from '../flood/flood-part.tsx';
import type { ListRow } from './list-model.ts';
import '../flood/flood.css';

/**
 * The active tab during a flood: acute alarms on top, then the unanswered alarms grouped by type and site with
 * their counts (a group opens to show its alarms, each taken as in the plain list), then the rest. A supervisor
 * (FloodBulkClear) clears an open group's technical and test alarms at once.
 */
export function FloodList({ rows, label, rowProps, canBulkClear }: { rows: readonly ListRow[]; label: string; rowProps: FloodRowProps; canBulkClear: boolean }) {
  const { t } = useTranslation('alarm');
  const [layoutOf] = useState(createFloodLayoutKeeper);
  const layout = useMemo(() => layoutOf(rows), [layoutOf, rows]);
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());
  const [bulkOutcome, setBulkOutcome] = useState<string | null>(null);
  const toggle = useCallback(
    (key: string) =>
      setOpen((before) => {
        const after = new Set(before);
        if (!after.delete(key)) after.add(key);
        return after;
      }),
    [],
  );
  return (
    <div className="flood-list">
      {bulkOutcome ? <p role="status">{bulkOutcome}</p> : null}
      <FloodPart rows={layout.acute} label={t('flood.acute')} rowProps={rowProps} />
      <ul className="flood-list__groups" aria-label={t('flood.groups')}>
        {layout.groups.map((group, index) => (
          <FloodGroupItem
            key={group.key}
            group={group}
            index={index}
            expanded={open.has(group.key)}
            canBulkClear={canBulkClear}
            rowProps={rowProps}
            onToggle={toggle}
            onOutcome={setBulkOutcome}
          />
        ))}
      </ul>
      <FloodPart rows={layout.rest} label={label} rowProps={rowProps} />
    </div>
  );
}
