import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ListedAlarm } from '../../db/rows.ts';
import { messageText } from '../../i18n/message-text.ts';
import { useSend } from '../../sync-client/engine-context.tsx';

/**
 * A supervisor's (FloodBulkClear) clear of a flood group's technical and test alarms: one reason and one action for
 * all of them, one request; the server logs each alarm as cleared in bulk by the supervisor. The outcome is shown
 * by the list: a cleared group is gone.
 */
export function FloodBulkClear({ alarms, groupName, onOutcome }: { alarms: readonly ListedAlarm[]; groupName: string; onOutcome(text: string): void }) {
  const { t } = useTranslation('alarm');
  const send = useSend();
  const [asked, setAsked] = useState(false);
  const [reason, setReason] = useState('');
  const [action, setAction] = useState('');
  const [pending, setPending] = useState(false);
  const count = alarms.length;
  if (count === 0) return null;

  async function submit(event: FormEvent) {
    event.preventDefault();
    setPending(true);
    const result = await send('floodBulkClear', { body: { AlarmIds: alarms.map((alarm) => alarm.AlarmId), Reason: reason, Action: action } });
    setPending(false);
    onOutcome(result.ok ? t('flood.bulkClear.done', { count: result.value.Cleared.length }) : messageText(t, result));
    if (result.ok) setAsked(false);
  }

  return (
    <div className="flood-bulk-clear">
      {asked ? (
        <form aria-label={t('flood.bulkClear.form', { group: groupName })} onSubmit={(event) => void submit(event)}>
          <label>
            {t('flood.bulkClear.reason')}
            <input value={reason} required maxLength={200} onChange={(event) => setReason(event.target.value)} />
          </label>
          <label>
            {t('flood.bulkClear.action')}
            <input value={action} required maxLength={200} onChange={(event) => setAction(event.target.value)} />
          </label>
          <button type="submit" disabled={pending}>
            {t('flood.bulkClear.submit', { count })}
          </button>
        </form>
      ) : (
        <button type="button" onClick={() => setAsked(true)}>
          {t('flood.bulkClear.open', { count })}
        </button>
      )}
    </div>
  );
}
