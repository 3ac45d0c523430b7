import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { alarmPath } from '../alarms/alarm-path.ts';
import { LOCATE_NAVIGATION_DELAY_MS } from '../domain/constants.ts';
import { useSend } from '../sync-client/engine-context.tsx';
import { Button } from '../ui/button.tsx';
import { Modal } from '../ui/modal.tsx';
import { LocateResult } from './locate-result.tsx';

/**
 * Locate (DETAIL-39..41): asks the object's device for its position and tells how that went in a dialog, ending
 * with the position received (or that none came); when the answer names the object's alarm, that alarm opens
 * shortly after.
 */
export function LocateButton({ userId, name }: { userId: number; name: string }) {
  const { t } = useTranslation('users');
  const send = useSend();
  const [pending, setPending] = useState(false);
  const [outcome, setOutcome] = useState<'sent' | 'failed' | null>(null);
  const [requestedAt, setRequestedAt] = useState(0);
  const [alarm, setAlarm] = useState<{ AlarmId: number; Template: string } | null>(null);
  const navigate = useNavigate();
  const close = () => setOutcome(null);

  useEffect(() => {
    if (!alarm) return;
    const timer = setTimeout(() => void navigate(alarmPath(alarm)), LOCATE_NAVIGATION_DELAY_MS);
    return () => clearTimeout(timer);
  }, [alarm, navigate]);

  async function locate() {
    setPending(true);
    setRequestedAt(Date.now());
    const result = await send('locateUser', { params: { user_id: userId } });
    setPending(false);
    setOutcome(result.ok ? 'sent' : 'failed');
    if (result.ok && result.value?.AlarmId && result.value.Template) setAlarm({ AlarmId: result.value.AlarmId, Template: result.value.Template });
  }

  return (
    <>
      <Button pending={pending} aria-label={t('locate.buttonLabel', { name })} onClick={() => void locate()}>
        {t('locate.button')}
      </Button>
      <Modal
        open={outcome !== null}
        role={outcome === 'failed' ? 'alertdialog' : 'dialog'}
        title={t('locate.title', { name })}
        onClose={close}
        actions={
          <Button variant="primary" onClick={close}>
            {t('locate.close')}
          </Button>
        }
      >
        {outcome === 'failed' ? <p>{t('common:messages.LOCATE_FAILED')}</p> : <LocateResult userId={userId} requestedAt={requestedAt} />}
      </Modal>
    </>
  );
}
