import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LIMITS } from '../../../contract/limits.ts';
import { ABSENCE_TIME_STEP_MIN } from '../../../domain/constants.ts';
import { localDayKey, pad2 } from '../../../domain/time.ts';
import { sendAlarmEnabled, type ValidAbsence, validateAbsence } from '../../../domain/validation/absence.ts';
import { Button } from '../../../ui/button.tsx';
import { formatDateTime, type TimeFormat } from '../../format-time.ts';
import { CharCount } from '../../../ui/char-count.tsx';
import { absenceReasonText } from '../../../domain/absence-reasons.ts';

const STEP_MS = ABSENCE_TIME_STEP_MIN * 60_000;

/** Now, rounded up to the next 5-minute step, as the form's date and time fields (local time). */
function nextStep(now: number): { date: string; time: string } {
  const at = new Date(Math.ceil(now / STEP_MS) * STEP_MS);
  return { date: localDayKey(at.getTime()), time: `${pad2(at.getHours())}:${pad2(at.getMinutes())}` };
}

/** A local date and HH:mm from the form as a local date-time the validator reads; '' when either is missing. */
const localDateTime = (date: string, time: string) => (date && time ? `${date}T${time}:00` : '');

interface Props {
  reasons: readonly string[];
  /** The console's date format, in which the chosen times are read back (the date fields follow the browser). */
  timeFormat: TimeFormat;
  pending: boolean;
  onSubmit(absence: ValidAbsence): void;
}

/**
 * The new-absence form (ABS-07..13): start date and time, an optional end (HasEndDate), a reason from the
 * absence-reason dataset behind a placeholder, a comment, and the send-alarm checkbox, enabled only with an end.
 * Times go in 5-minute steps. Checked with the domain's validateAbsence before anything is sent.
 */
export function AbsenceForm({ reasons, timeFormat, pending, onSubmit }: Props) {
  const { t } = useTranslation('alarm');
  const countId = useId();
  const [initial] = useState(() => nextStep(Date.now()));
  const [startDate, setStartDate] = useState(initial.date);
  const [startTime, setStartTime] = useState(initial.time);
  const [hasEndDate, setHasEndDate] = useState(false);
  const [endDate, setEndDate] = useState('');
  const [endTime, setEndTime] = useState('');
  const [reason, setReason] = useState('');
  const [comment, setComment] = useState('');
  const [createAlarm, setCreateAlarm] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const format = { ...timeFormat, timestamps: undefined };
  const start = formatDateTime(localDateTime(startDate, startTime), format);
  const end = hasEndDate ? formatDateTime(localDateTime(endDate, endTime), format) : '';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = validateAbsence({
      StartDate: localDateTime(startDate, startTime),
      EndDate: localDateTime(endDate, endTime),
      HasEndDate: hasEndDate,
      Reason: reason,
      Comment: comment,
      createAlarm,
    });
    if (!checked.ok) {
      setError(t(`common:messages.${checked.error}`));
      return;
    }
    setError(null);
    onSubmit(checked.value);
  };

  return (
    <form className="absence-form" aria-label={t('absence.form.title')} onSubmit={submit} noValidate>
      <h3>{t('absence.form.title')}</h3>
      <div className="absence-form__row">
        <label>
          {t('absence.form.startDate')}
          <input type="date" required value={startDate} onChange={(e) => setStartDate(e.target.value)} />
        </label>
        <label>
          {t('absence.form.startTime')}
          <input type="time" required step={STEP_MS / 1000} value={startTime} onChange={(e) => setStartTime(e.target.value)} />
        </label>
      </div>
      <label className="absence-form__check">
        <input
          type="checkbox"
          checked={hasEndDate}
          onChange={(e) => {
            setHasEndDate(e.target.checked);
            if (!e.target.checked) setCreateAlarm(false);
          }}
        />
        {t('absence.form.hasEndDate')}
      </label>
      {hasEndDate ? (
        <div className="absence-form__row">
          <label>
            {t('absence.form.endDate')}
            <input type="date" required min={startDate} value={endDate} onChange={(e) => setEndDate(e.target.value)} />
          </label>
          <label>
            {t('absence.form.endTime')}
            <input type="time" required step={STEP_MS / 1000} value={endTime} onChange={(e) => setEndTime(e.target.value)} />
          </label>
        </div>
      ) : null}
      {start ? (
        <p className="absence-form__summary" aria-live="polite">
          {end ? t('absence.form.summaryUntil', { start, end }) : t('absence.form.summaryOpen', { start })}
        </p>
      ) : null}
      <label>
        {t('absence.form.reason')}
        <select className="absence-form__reason" required value={reason} onChange={(e) => setReason(e.target.value)}>
          <option value="">{t('absence.form.reasonPlaceholder')}</option>
          {reasons.map((name) => (
            <option key={name} value={name}>
              {absenceReasonText(t, name)}
            </option>
          ))}
        </select>
      </label>
      <label>
        {t('absence.form.comment')}
        <textarea
          value={comment}
          maxLength={LIMITS.freeText}
          aria-describedby={countId}
          onChange={(e) => setComment(e.target.value.slice(0, LIMITS.freeText))}
          rows={2}
        />
      </label>
      <CharCount id={countId} length={comment.length} limit={LIMITS.freeText} />
      <label className="absence-form__check">
        <input
          type="checkbox"
          checked={createAlarm}
          disabled={!sendAlarmEnabled(hasEndDate)}
          onChange={(e) => setCreateAlarm(e.target.checked)}
        />
        {t('absence.form.createAlarm')}
      </label>
      {error ? (
        <p role="alert" className="absence-form__error">
          {error}
        </p>
      ) : null}
      <Button type="submit" variant="primary" pending={pending}>
        {t('absence.form.save')}
      </Button>
    </form>
  );
}
