import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type NotifyIn,
  defaultNotifyIn,
  notifyInSeconds,
  parseHhmm,
  validateHours,
  validateMinutes,
} from '../../../domain/validation/notify.ts';
import { notifyShown } from '../../../domain/alarm-controls.ts';
import { type Validation, valid } from '../../../domain/validation/result.ts';
import { useSend } from '../../../sync-client/engine-context.tsx';
import { Button } from '../../../ui/button.tsx';
import { messageText } from '../../../i18n/message-text.ts';
import type { DetailModel } from '../detail-model.ts';
import { WidgetFrame } from '../widget-frame.tsx';

/** Four digits in the hours field with no minutes is the HHMM shorthand (PLAN-24). */
function readNotifyIn(hours: string, minutes: string): Validation<NotifyIn> {
  if (/^\d{4}$/.test(hours.trim()) && minutes.trim() === '') return parseHhmm(hours);
  const h = validateHours(hours);
  if (!h.ok) return h;
  const m = validateMinutes(minutes);
  if (!m.ok) return m;
  return valid({ hours: h.value, minutes: m.value });
}

/**
 * Notify me (PLAN-21..26): hours and minutes (or four digits HHMM in the hours field), 30 minutes by default;
 * shown only when SetNotifyAllowed and not read-only. A failure is a red button that closes on click.
 */
export function NotifyWidget({ model, mode }: { model: DetailModel; mode: string }) {
  const { t } = useTranslation('alarm');
  const send = useSend();
  const id = useId();
  const start = defaultNotifyIn();
  const [hours, setHours] = useState(String(start.hours));
  const [minutes, setMinutes] = useState(String(start.minutes));
  const [invalid, setInvalid] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  if (!notifyShown(model.dynamic, model.readOnly, model.canTakeOver)) return null;

  async function submit(event: FormEvent) {
    event.preventDefault();
    setDone(null);
    const notify = readNotifyIn(hours, minutes);
    if (!notify.ok) {
      setInvalid(t(notify.error === 'MINUTES_INVALID_MESSAGE' ? 'notify.minutesInvalid' : 'notify.hoursInvalid'));
      return;
    }
    setInvalid(null);
    setPending(true);
    const result = await send('notifyIn', { params: { alarm_id: model.alarm.AlarmId }, body: { seconds: notifyInSeconds(notify.value) } });
    setPending(false);
    if (result.ok) setDone(t('notify.done', { hours: notify.value.hours, minutes: notify.value.minutes }));
    else setFailure(t('notify.failed', { message: messageText(t, result) }));
  }

  return (
    <WidgetFrame id="notify" title={t('notify.title')} mode={mode} hasContent>
      <form className="notify-form" onSubmit={(event) => void submit(event)} noValidate>
        <div className="field">
          <label htmlFor={`${id}-hours`}>{t('notify.hours')}</label>
          <input id={`${id}-hours`} inputMode="numeric" value={hours} onChange={(event) => setHours(event.target.value)} />
        </div>
        <div className="field">
          <label htmlFor={`${id}-minutes`}>{t('notify.minutes')}</label>
          <input id={`${id}-minutes`} inputMode="numeric" value={minutes} onChange={(event) => setMinutes(event.target.value)} />
        </div>
        {failure ? (
          <Button variant="danger" className="notify-form__error" onClick={() => setFailure(null)}>
            {failure}
          </Button>
        ) : (
          <Button data-action-button type="submit" variant="secondary" pending={pending}>
            {t('notify.submit')}
          </Button>
        )}
      </form>
      {invalid ? (
        <p role="alert" className="field-error">
          {invalid}
        </p>
      ) : null}
      {done ? <p role="status">{done}</p> : null}
    </WidgetFrame>
  );
}
