import { type KeyboardEvent, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Resource, ResourceCall } from '../../../contract/index.ts';
import { LIMITS } from '../../../contract/limits.ts';
import { resourceCallResultKey, resourceMessageRule } from '../../../domain/resource-call.ts';
import { useSend } from '../../../sync-client/engine-context.tsx';
import { Button } from '../../../ui/button.tsx';
import { CharCount } from '../../../ui/char-count.tsx';
import { CheckField } from '../../../ui/check-field.tsx';
import { Modal } from '../../../ui/modal.tsx';
import { useSnackbar } from '../../../ui/snackbar.tsx';
import { formatDateTime, type TimeFormat } from '../../format-time.ts';

type Loaded = { kind: 'loading' } | { kind: 'failed' } | { kind: 'loaded'; call: ResourceCall | null };

interface ResourceCallDialogProps {
  alarmId: number;
  resource: Resource;
  /** CALLRESOURCE_NO_MESSAGE: an empty message may be sent (RES-19). */
  noMessageAllowed: boolean;
  timeFormat: TimeFormat;
  onClose(): void;
}

/**
 * The resource-call popup (calls §4, RES-12..22): it fetches the existing call first; a called resource offers
 * Cancel, Recall and Update, another Cancel and Send, a failed fetch Cancel only. Enter sends, Escape closes.
 */
export function ResourceCallDialog({ alarmId, resource, noMessageAllowed, timeFormat, onClose }: ResourceCallDialogProps) {
  const { t } = useTranslation('alarm');
  const { t: tc } = useTranslation('common');
  const send = useSend();
  const snackbar = useSnackbar();
  const messageId = useId();
  const countId = useId();
  const [loaded, setLoaded] = useState<Loaded>({ kind: 'loading' });
  const [message, setMessage] = useState('');
  const [notify, setNotify] = useState(false);
  const [deactivate, setDeactivate] = useState(false);
  const [pending, setPending] = useState(false);
  const params = { alarm_id: alarmId, resource: String(resource.Resource) };

  useEffect(() => {
    let live = true;
    void send('resourceCallGet', { params }).then((result) => {
      if (!live) return;
      if (!result.ok) return setLoaded({ kind: 'failed' });
      setLoaded({ kind: 'loaded', call: result.value });
      setMessage(result.value?.Message ?? '');
      setNotify(result.value?.NotifyOnUpdate ?? false);
      setDeactivate(result.value?.DeactivateAlarmWhenAllDone ?? false);
    });
    return () => {
      live = false;
    };
    // Fetched once per opening: the popup is keyed by its resource.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const called = loaded.kind === 'loaded' && !!loaded.call?.CalledAt;

  async function submit() {
    if (loaded.kind !== 'loaded' || pending || resourceMessageRule(message, noMessageAllowed) !== 'send') return;
    setPending(true);
    const result = await send('callResourceCreate', { params, body: { Message: message, NotifyOnUpdate: notify, DeactivateAlarmWhenAllDone: deactivate } });
    setPending(false);
    const outcome = resourceCallResultKey(result.ok ? result.value.Successful : null);
    snackbar.show(tc(`messages.${outcome.key}`, { count: outcome.count }), { tone: result.ok && outcome.count > 0 ? 'success' : 'error' });
    // A failed send keeps the popup and what was typed, to try again.
    if (result.ok) onClose();
  }

  async function recall() {
    setPending(true);
    const result = await send('callResourceDelete', { params });
    setPending(false);
    snackbar.show(tc(result.ok ? 'messages.RESOURCE_CALL_DELETE_SUCCESS' : 'messages.RESOURCE_CALL_DELETE_FAILED'), { tone: result.ok ? 'success' : 'error' });
    if (result.ok) onClose();
  }

  /** Enter in the message or on a checkbox sends (RES-20); Shift+Enter is a new line in the message. */
  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === 'Enter' && !event.shiftKey) {
      event.preventDefault();
      void submit();
    }
  }

  const cancel = (
    <Button key="cancel" onClick={onClose}>
      {t('contacts.call.cancel')}
    </Button>
  );
  const actions =
    loaded.kind !== 'loaded'
      ? [cancel]
      : called
        ? [
            cancel,
            <Button key="recall" variant="danger" pending={pending} onClick={() => void recall()}>
              {t('contacts.call.recall')}
            </Button>,
            <Button key="update" variant="primary" pending={pending} onClick={() => void submit()}>
              {t('contacts.call.update')}
            </Button>,
          ]
        : [
            cancel,
            <Button key="send" variant="primary" pending={pending} onClick={() => void submit()}>
              {t('contacts.call.send')}
            </Button>,
          ];

  return (
    <Modal open title={t('contacts.call.title', { name: resource.Name ?? '' })} onClose={onClose} actions={actions}>
      {loaded.kind === 'loading' ? <p role="status">{t('contacts.call.loading')}</p> : null}
      {loaded.kind === 'loaded' ? (
        <div className="resource-call" onKeyDown={onKeyDown}>
          {called && loaded.call?.CalledAt ? <p>{t('contacts.call.calledAt', { time: formatDateTime(loaded.call.CalledAt, timeFormat) })}</p> : null}
          {loaded.call?.AcceptedAt ? <p>{t('contacts.call.acceptedAt', { time: formatDateTime(loaded.call.AcceptedAt, timeFormat) })}</p> : null}
          <label htmlFor={messageId}>{t('contacts.call.message')}</label>
          <textarea
            id={messageId}
            value={message}
            maxLength={LIMITS.resourceMessage}
            aria-describedby={countId}
            rows={3}
            onChange={(event) => setMessage(event.target.value.slice(0, LIMITS.resourceMessage))}
          />
          <CharCount id={countId} length={message.length} limit={LIMITS.resourceMessage} />
          <CheckField label={t('contacts.call.notifyOnUpdate')} checked={notify} onChange={setNotify} />
          <CheckField label={t('contacts.call.deactivateWhenDone')} checked={deactivate} onChange={setDeactivate} />
        </div>
      ) : null}
    </Modal>
  );
}
