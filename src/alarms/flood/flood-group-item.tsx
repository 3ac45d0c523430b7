import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { clearableInBulk, type FloodGroup } from '../../domain/flood-groups.ts';
import { FloodBulkClear } from '../list/flood-bulk-clear.tsx';
import type { ListRow } from '../list/list-model.ts';
import { FloodPart, type FloodRowProps } from './flood-part.tsx';

interface Props {
  group: FloodGroup<ListRow>;
  index: number;
  expanded: boolean;
  canBulkClear: boolean;
  rowProps: FloodRowProps;
  onToggle(key: string): void;
  onOutcome(text: string): void;
}

/**
 * A collapsed group shows only its name and count: it is drawn again only when those change, not for every alarm
 * that arrives elsewhere in a flood (a flood list has a hundred groups and a push every few milliseconds).
 */
function sameLook(before: Props, after: Props): boolean {
  const [a, b] = [before.group, after.group];
  const header = a.key === b.key && a.type === b.type && a.site === b.site && a.rows.length === b.rows.length;
  const open = before.expanded ? a.rows === b.rows && before.rowProps === after.rowProps && before.canBulkClear === after.canBulkClear : true;
  return header && open && before.expanded === after.expanded && before.index === after.index && before.onToggle === after.onToggle && before.onOutcome === after.onOutcome;
}

/** One group of the flood list: its disclosure button with type, site and count, and when open its alarms. */
export const FloodGroupItem = memo(function FloodGroupItem({ group, index, expanded, canBulkClear, rowProps, onToggle, onOutcome }: Props) {
  const { t } = useTranslation('alarm');
  const name = t('flood.group', { type: group.type, site: group.site, count: group.rows.length });
  return (
    <li className="flood-group">
      <button type="button" className="flood-group__toggle" aria-expanded={expanded} aria-controls={`flood-group-${index}`} onClick={() => onToggle(group.key)}>
        {name}
      </button>
      <div id={`flood-group-${index}`} hidden={!expanded}>
        {expanded && canBulkClear ? <FloodBulkClear alarms={group.rows.map((row) => row.alarm).filter(clearableInBulk)} groupName={name} onOutcome={onOutcome} /> : null}
        {expanded ? <FloodPart rows={group.rows} label={name} rowProps={rowProps} /> : null}
      </div>
    </li>
  );
}, sameLook);
