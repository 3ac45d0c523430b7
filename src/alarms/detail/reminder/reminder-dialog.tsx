import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { messageText } from '../../../i18n/message-text.ts';
import { LIMITS } from '../../../contract/index.ts';
import { monthWeeks, nextReminderSlot, reminderDayAllowed, reminderMoment, reminderTimeOptions } from '../../../domain/reminder-calendar.ts';
import { reminderCommentAtLimit, remindInSeconds, validateReminderComment, validateReminderTime } from '../../../domain/validation/reminder.ts';
import { useSend } from '../../../sync-client/engine-context.tsx';
import { Button } from '../../../ui/button.tsx';
import { CharCount } from '../../../ui/char-count.tsx';
import { Modal } from '../../../ui/modal.tsx';
import './reminder.css';

const sameDay = (a: Date, b: Date) => a.getFullYear() === b.getFullYear() && a.getMonth() === b.getMonth() && a.getDate() === b.getDate();
const hhmm = (ms: number) => new Date(ms).toTimeString().slice(0, 5);

/**
 * The scheduled reminder (PLAN-17..20): a calendar whose weeks start on Monday, a 24 h time in 15-minute steps, an
 * optional comment; weekends can be skipped; at most three months ahead; only future times.
 */
export function ReminderDialog({ alarmId, onClose, onDone }: { alarmId: number; onClose(): void; onDone(at: number): void }) {
  const { t, i18n } = useTranslation('alarm');
  const send = useSend();
  const id = useId();
  const [now] = useState(() => Date.now());
  const first = new Date(nextReminderSlot(now));
  const [month, setMonth] = useState({ year: first.getFullYear(), month: first.getMonth() });
  const [day, setDay] = useState<Date | null>(new Date(first.getFullYear(), first.getMonth(), first.getDate()));
  const [time, setTime] = useState(hhmm(first.getTime()));
  const [skipWeekends, setSkipWeekends] = useState(false);
  const [comment, setComment] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const commentCheck = validateReminderComment(comment);
  const commentError = !commentCheck.ok ? commentCheck.error : reminderCommentAtLimit(comment) ? 'SCHEDULED_REMINDER_ERROR_COMMENT' : null;
  // 2024-01-01 was a Monday: the header row is that week's day names.
  const weekdays = monthWeeks(2024, 0)[0]!.map((d) => d!.toLocaleDateString(i18n.language, { weekday: 'short' }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!day) return setError(t('scheduledReminder.chooseDay'));
    const at = validateReminderTime(reminderMoment(day, time), Date.now());
    if (!at.ok) return setError(t(`common:messages.${at.error}`));
    if (!commentCheck.ok) return setError(t(`common:messages.${commentCheck.error}`));
    setError(null);
    setPending(true);
    const result = await send('reminder', {
      params: { alarm_id: alarmId },
      body: { RemindIn: remindInSeconds(at.value, Date.now()), ...(comment.trim() ? { Message: comment.trim() } : {}) },
    });
    setPending(false);
    if (result.ok) onDone(at.value);
    else setError(t('scheduledReminder.failed', { message: messageText(t, result) }));
  }

  // A weekend day already chosen is no longer offered once weekends are skipped.
  function skipWeekendsChanged(skip: boolean) {
    setSkipWeekends(skip);
    if (day && !reminderDayAllowed(day, now, { skipWeekends: skip })) setDay(null);
  }

  const shown = new Date(month.year, month.month, 1);
  const step = (delta: number) => setMonth(({ year, month: m }) => ({ year: m + delta < 0 ? year - 1 : m + delta > 11 ? year + 1 : year, month: (m + delta + 12) % 12 }));
  const firstMonth = new Date(now).getFullYear() * 12 + new Date(now).getMonth();
  const monthIndex = month.year * 12 + month.month;

  return (
    <Modal
      open
      title={t('scheduledReminder.title')}
      onClose={onClose}
      actions={
        <>
          <Button onClick={onClose}>{t('scheduledReminder.cancel')}</Button>
          <Button variant="primary" type="submit" form={`${id}-form`} pending={pending}>
            {t('scheduledReminder.submit')}
          </Button>
        </>
      }
    >
      <form id={`${id}-form`} className="reminder-dialog" onSubmit={(event) => void submit(event)} noValidate>
        <div className="reminder-dialog__month">
          <Button aria-label={t('scheduledReminder.previousMonth')} disabled={monthIndex <= firstMonth} onClick={() => step(-1)}>
            ‹
          </Button>
          <h3 id={`${id}-month`} aria-live="polite">
            {shown.toLocaleDateString(i18n.language, { month: 'long', year: 'numeric' })}
          </h3>
          <Button aria-label={t('scheduledReminder.nextMonth')} disabled={monthIndex >= firstMonth + 3} onClick={() => step(1)}>
            ›
          </Button>
        </div>
        <table role="grid" aria-labelledby={`${id}-month`} className="reminder-dialog__calendar">
          <thead>
            <tr>
              {weekdays.map((name) => (
                <th key={name} scope="col">
                  {name}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {monthWeeks(month.year, month.month).map((week, w) => (
              <tr key={w}>
                {week.map((date, d) => (
                  <td key={d}>
                    {date ? (
                      <button
                        type="button"
                        aria-pressed={day !== null && sameDay(date, day)}
                        aria-label={date.toLocaleDateString(i18n.language, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' })}
                        disabled={!reminderDayAllowed(date, now, { skipWeekends })}
                        onClick={() => setDay(date)}
                      >
                        {date.getDate()}
                      </button>
                    ) : null}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
        <div className="check-field">
          <input id={`${id}-weekends`} type="checkbox" checked={skipWeekends} onChange={(event) => skipWeekendsChanged(event.target.checked)} />
          <label htmlFor={`${id}-weekends`}>{t('scheduledReminder.skipWeekends')}</label>
        </div>
        <div className="field">
          <label htmlFor={`${id}-time`}>{t('scheduledReminder.time')}</label>
          <select id={`${id}-time`} value={time} onChange={(event) => setTime(event.target.value)}>
            {reminderTimeOptions().map((option) => (
              <option key={option} value={option}>
                {option}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor={`${id}-comment`}>{t('scheduledReminder.comment')}</label>
          <textarea
            id={`${id}-comment`}
            className="free-text"
            rows={3}
            maxLength={LIMITS.reminderComment}
            value={comment}
            aria-describedby={`${id}-count`}
            aria-invalid={commentError !== null}
            onChange={(event) => setComment(event.target.value)}
          />
          <CharCount id={`${id}-count`} length={comment.length} limit={LIMITS.reminderComment} />
          {commentError ? (
            <p role="alert" className="field-error">
              {t(`common:messages.${commentError}`)}
            </p>
          ) : null}
        </div>
        {error ? (
          <p role="alert" className="field-error">
            {error}
          </p>
        ) : null}
      </form>
    </Modal>
  );
}
