import { useTranslation } from 'react-i18next';
import type { AbsenceCalendar, AbsenceCreate } from '../../../contract/index.ts';
import { absenceReasonText } from '../../../domain/absence-reasons.ts';
import { absenceInterval, overlappingAbsences } from '../../../domain/validation/absence.ts';
import { toMillis } from '../../../domain/time.ts';
import { formatDateTime, type TimeFormat } from '../../format-time.ts';

interface Props {
  calendar: AbsenceCalendar | null | undefined;
  created: AbsenceCreate;
  timeFormat: TimeFormat;
}

/** The overlap warning's list of the absences the new one overlaps, each by its period and reason (qa-supervisor P3-13). */
export function OverlappedAbsences({ calendar, created, timeFormat }: Props) {
  const { t } = useTranslation('alarm');
  const start = toMillis(created.StartDate);
  if (!calendar || start === undefined) return null;
  const candidate = { start, end: toMillis(created.EndDate) };
  const overlapped = overlappingAbsences([...calendar.Ongoing, ...calendar.Upcoming], candidate, absenceInterval, Date.now());
  if (overlapped.length === 0) return null;
  const format = { ...timeFormat, timestamps: undefined };
  return (
    <ul className="absence-overlaps">
      {overlapped.map((absence) => {
        const interval = absenceInterval(absence);
        const from = formatDateTime(interval?.start, format);
        const period =
          interval?.end === undefined ? t('absence.form.summaryOpen', { start: from }) : t('absence.form.summaryUntil', { start: from, end: formatDateTime(interval.end, format) });
        return <li key={absence.Id}>{t('absence.overlap.item', { reason: absenceReasonText(t, absence.Reason), period })}</li>;
      })}
    </ul>
  );
}
