import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { messageText } from '../i18n/message-text.ts';
import { alarmPath } from '../alarms/alarm-path.ts';
import { LIMITS } from '../contract/limits.ts';
import type { AlarmFlag } from '../domain/settings.ts';
import { validateFlagSelection } from '../domain/validation/picker.ts';
import { useSend } from '../sync-client/engine-context.tsx';
import { Button } from '../ui/button.tsx';
import { Modal } from '../ui/modal.tsx';
import { useSnackbar } from '../ui/snackbar.tsx';

/**
 * The user-info (profile) request (API-54): a flag from AVAILABLE_ALARM_FLAGS (DETAIL-48; required, DETAIL-47) and a
 * message. The server raises an alarm the operator owns, and the console opens it (ROUTE-22).
 */
export function InfoRequestButton({ userId, name, flags }: { userId: number; name: string; flags: readonly AlarmFlag[] }) {
  const { t } = useTranslation('users');
  const send = useSend();
  const navigate = useNavigate();
  const snackbar = useSnackbar();
  const [open, setOpen] = useState(false);
  const [flag, setFlag] = useState('');
  const [message, setMessage] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const close = () => {
    setOpen(false);
    setError(null);
  };

  async function request() {
    const checked = validateFlagSelection(flag);
    if (!checked.ok) {
      setError(t(`common:messages.${checked.error}`));
      return;
    }
    setError(null);
    setPending(true);
    const result = await send('informationRequest', {
      params: { user_id: userId },
      body: { FlagId: checked.value, ...(message.trim() ? { TextMessage: message.trim() } : {}) },
    });
    setPending(false);
    if (!result.ok) {
      setError(messageText(t, result));
      return;
    }
    // The request became an alarm the operator now owns: say so, or the page change comes unexplained.
    snackbar.show(t('infoRequest.opened', { name }));
    navigate(alarmPath({ AlarmId: result.value.alarmId, Template: result.value.template }));
  }

  return (
    <>
      <Button aria-label={t('infoRequest.buttonLabel', { name })} onClick={() => setOpen(true)}>
        {t('infoRequest.button')}
      </Button>
      <Modal
        open={open}
        title={t('infoRequest.title', { name })}
        onClose={close}
        actions={
          <>
            <Button onClick={close}>{t('infoRequest.cancel')}</Button>
            <Button variant="primary" pending={pending} onClick={() => void request()}>
              {t('infoRequest.send')}
            </Button>
          </>
        }
      >
        <form
          className="info-request-form"
          aria-label={t('infoRequest.title', { name })}
          onSubmit={(event) => {
            event.preventDefault();
            void request();
          }}
          noValidate
        >
          <label>
            {t('infoRequest.flag')}
            <select value={flag} onChange={(event) => setFlag(event.target.value)} aria-invalid={error && !flag ? true : undefined}>
              <option value="">{t('infoRequest.flagPlaceholder')}</option>
              {flags.map((option) => (
                <option key={option.key} value={option.key}>
                  {option.name}
                </option>
              ))}
            </select>
          </label>
          <label>
            {t('infoRequest.message')}
            <textarea value={message} maxLength={LIMITS.freeText} rows={3} onChange={(event) => setMessage(event.target.value)} />
          </label>
          {error ? (
            <p role="alert" className="field-error">
              {error}
            </p>
          ) : null}
        </form>
      </Modal>
    </>
  );
}
