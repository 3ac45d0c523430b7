import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LIMITS } from '../../../contract/limits.ts';
import { operatorInformationBody, operatorInformationText } from '../../../domain/operator-information.ts';
import { messageText } from '../../../i18n/message-text.ts';
import { useSend } from '../../../sync-client/engine-context.tsx';
import { Button } from '../../../ui/button.tsx';
import type { DetailModel } from '../detail-model.ts';
import { WidgetFrame } from '../widget-frame.tsx';

/**
 * Operator information (API-36): what the operators should know about this alarm, read back from the alarm as the
 * server stored it. The operator handling the alarm (the server's rule: its owner, while active) writes it through
 * the engine's outbox; offline it waits there and says so.
 */
export function OperatorInformationWidget({ model, mode }: { model: DetailModel; mode: string }) {
  const { t } = useTranslation('alarm');
  const send = useSend();
  const id = useId();
  const stored = operatorInformationText(model.alarm.OperatorInformation);
  const [draft, setDraft] = useState('');
  const [pending, setPending] = useState(false);
  const [outcome, setOutcome] = useState<{ status: string } | { error: string } | null>(null);
  const editable = model.state === 'My' && !model.readOnly;

  async function submit(event: FormEvent) {
    event.preventDefault();
    const body = operatorInformationBody(draft);
    setPending(true);
    const result = await send('operatorInformation', { params: { alarm_id: model.alarm.AlarmId }, body });
    setPending(false);
    if (result.ok) setOutcome({ status: t(result.queued ? 'operatorInformation.waiting' : 'operatorInformation.saved', { text: body.Text }) });
    else {
      setOutcome({ error: t('operatorInformation.failed', { message: messageText(t, result) }) });
      return;
    }
    setDraft('');
  }

  return (
    <WidgetFrame id="operatorInformation" title={t('operatorInformation.title')} mode={mode} hasContent={stored !== ''}>
      <p className="operator-information__stored" dir="auto">
        {stored || t('operatorInformation.empty')}
      </p>
      {editable ? (
        <form onSubmit={(event) => void submit(event)}>
          <div className="field">
            <label htmlFor={`${id}-text`}>{t('operatorInformation.label')}</label>
            <textarea id={`${id}-text`} rows={3} maxLength={LIMITS.freeText} value={draft} onChange={(event) => setDraft(event.target.value)} />
          </div>
          <Button type="submit" variant="secondary" pending={pending} disabled={draft.trim() === ''}>
            {t('operatorInformation.save')}
          </Button>
        </form>
      ) : null}
      {outcome && 'status' in outcome ? <p role="status">{outcome.status}</p> : null}
      {outcome && 'error' in outcome ? (
        <p role="alert" className="field-error">
          {outcome.error}
        </p>
      ) : null}
    </WidgetFrame>
  );
}
