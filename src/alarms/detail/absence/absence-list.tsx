import { useTranslation } from 'react-i18next';
import type { Absence, AbsenceCalendar } from '../../../contract/index.ts';
import { truncateText } from '../../../domain/alarm-logs.ts';
import { ABSENCE_TEXT_TRUNCATE, TOOLTIP_MAX } from '../../../domain/constants.ts';
import { absenceAction, absenceInterval } from '../../../domain/validation/absence.ts';
import { Button } from '../../../ui/button.tsx';
import { formatDateTime, type TimeFormat } from '../../format-time.ts';
import { absenceReasonText } from '../../../domain/absence-reasons.ts';

const PHASES = [
  { group: 'Ongoing', phase: 'ongoing' },
  { group: 'Upcoming', phase: 'upcoming' },
  { group: 'Previous', phase: 'previous' },
] as const;

interface Props {
  calendar: AbsenceCalendar | null | undefined;
  timeFormat: TimeFormat;
  /** The absence being ended or deleted, so only its button shows pending. */
  endingId: number | null;
  onEnd(absence: Absence, action: 'terminate' | 'delete'): void;
}

/**
 * The user's absences grouped Ongoing, Upcoming, Previous (ABS-02, ABS-16): an ongoing one can be terminated, an
 * upcoming one deleted (ABS-04, ABS-05). Comments are cut at 25 characters, the whole text in the tooltip (ABS-15).
 */
export function AbsenceList({ calendar, timeFormat, endingId, onEnd }: Props) {
  const { t } = useTranslation('alarm');
  const format = { ...timeFormat, timestamps: undefined };
  return (
    <div className="absence-list">
      {PHASES.map(({ group, phase }) => {
        const rows = calendar?.[group] ?? [];
        const action = absenceAction(phase);
        const heading = t(`absence.${phase}`);
        return (
          <section key={group} aria-label={heading}>
            <h3>{heading}</h3>
            {rows.length === 0 ? (
              <p className="absence-list__empty">{t('absence.none')}</p>
            ) : (
              <table className="absence-list__table">
                <thead>
                  <tr>
                    <th scope="col">{t('absence.reason')}</th>
                    <th scope="col">{t('absence.start')}</th>
                    <th scope="col">{t('absence.end')}</th>
                    <th scope="col">{t('absence.comment')}</th>
                    {action ? <th scope="col">{t('absence.actions')}</th> : null}
                  </tr>
                </thead>
                <tbody>
                  {rows.map((absence) => {
                    const interval = absenceInterval(absence);
                    const comment = absence.Comment?.trim() ?? '';
                    const cut = truncateText(comment, ABSENCE_TEXT_TRUNCATE);
                    return (
                      <tr key={absence.Id}>
                        <td>{absenceReasonText(t, absence.Reason)}</td>
                        <td>{formatDateTime(interval?.start, format)}</td>
                        <td>{interval?.end !== undefined ? formatDateTime(interval.end, format) : t('absence.untilFurtherNotice')}</td>
                        <td title={cut.truncated ? truncateText(comment, TOOLTIP_MAX).text : undefined} dir="auto">
                          {cut.text}
                        </td>
                        {action ? (
                          <td>
                            <Button
                              variant={action === 'delete' ? 'danger' : 'secondary'}
                              pending={endingId === absence.Id}
                              onClick={() => onEnd(absence, action)}
                              aria-label={t(action === 'delete' ? 'absence.deleteNamed' : 'absence.terminateNamed', { reason: absenceReasonText(t, absence.Reason) })}
                            >
                              {t(action === 'delete' ? 'absence.delete' : 'absence.terminate')}
                            </Button>
                          </td>
                        ) : null}
                      </tr>
                    );
                  })}
                </tbody>
              </table>
            )}
          </section>
        );
      })}
    </div>
  );
}
