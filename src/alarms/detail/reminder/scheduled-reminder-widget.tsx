import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifyShown } from '../../../domain/alarm-controls.ts';
import { Button } from '../../../ui/button.tsx';
import { formatDateTime } from '../../format-time.ts';
import type { DetailModel } from '../detail-model.ts';
import { WidgetFrame } from '../widget-frame.tsx';
import { ReminderDialog } from './reminder-dialog.tsx';

/** Opens the scheduled reminder dialog; shown where notify-me is (SetNotifyAllowed, not read-only, the operator's alarm). */
export function ScheduledReminderWidget({ model, mode }: { model: DetailModel; mode: string }) {
  const { t } = useTranslation('alarm');
  const [open, setOpen] = useState(false);
  const [setAt, setSetAt] = useState<number | null>(null);
  if (!notifyShown(model.dynamic, model.readOnly, model.canTakeOver)) return null;
  return (
    <WidgetFrame id="scheduledReminder" title={t('scheduledReminder.title')} mode={mode} hasContent>
      <Button onClick={() => setOpen(true)}>{t('scheduledReminder.open')}</Button>
      <p role="status">{setAt !== null ? t('scheduledReminder.done', { time: formatDateTime(setAt, model.timeFormat, 0) }) : null}</p>
      {open ? (
        <ReminderDialog
          alarmId={model.alarm.AlarmId}
          onClose={() => setOpen(false)}
          onDone={(at) => {
            setOpen(false);
            setSetAt(at);
          }}
        />
      ) : null}
    </WidgetFrame>
  );
}
