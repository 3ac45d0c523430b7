import { useTranslation } from 'react-i18next';
import { firstClickAscending } from '../../domain/alarm-list.ts';
import type { AlarmSortBy } from '../../domain/settings.ts';
import type { SortChoice } from './list-model.ts';

/** The sort headers of core §2 (Priority, Name, ServerAlarmTime), in that order. */
const COLUMNS: readonly AlarmSortBy[] = ['priority', 'alphabetically', 'time'];

function sortedLabel(by: AlarmSortBy, ascending: boolean): string {
  // Priority numbers rise with urgency: say which end comes first rather than "ascending".
  if (by === 'priority') return ascending ? 'list.sortedLeastUrgent' : 'list.sortedMostUrgent';
  return ascending ? 'list.sortedAscending' : 'list.sortedDescending';
}

/** Shown only when ALARMLISTALLOWSORT is "True": a click sorts by the column, a second click reverses it. */
export function AlarmSortHeaders({ sort, onSort }: { sort: SortChoice; onSort(sort: SortChoice): void }) {
  const { t } = useTranslation('alarm');
  return (
    <div className="alarm-sort" role="group" aria-label={t('list.sortLabel')}>
      {COLUMNS.map((by) => {
        const active = sort.by === by;
        const column = t(`list.sort.${by}`);
        return (
          <button
            key={by}
            type="button"
            className={active ? 'alarm-sort__button alarm-sort__button--active' : 'alarm-sort__button'}
            aria-pressed={active}
            aria-label={active ? t(sortedLabel(by, sort.ascending), { column }) : column}
            onClick={() => onSort({ by, ascending: active ? !sort.ascending : firstClickAscending(by) })}
          >
            {column}
            {active ? <span aria-hidden="true">{sort.ascending ? ' ▲' : ' ▼'}</span> : null}
          </button>
        );
      })}
    </div>
  );
}
