import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSend } from '../sync-client/engine-context.tsx';
import { Button } from '../ui/button.tsx';
import { Modal } from '../ui/modal.tsx';

/** Locate (DETAIL-39/40): asks the object's device for its position and tells how that went in a dialog. */
export function LocateButton({ userId, name }: { userId: number; name: string }) {
  const { t } = useTranslation('users');
  const send = useSend();
  const [pending, setPending] = useState(false);
  const [outcome, setOutcome] = useState<'sent' | 'failed' | null>(null);
  const close = () => setOutcome(null);

  async function locate() {
    setPending(true);
    const result = await send('locateUser', { params: { user_id: userId } });
    setPending(false);
    setOutcome(result.ok ? 'sent' : 'failed');
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
        <p>{outcome === 'failed' ? t('common:messages.LOCATE_FAILED') : t('common:messages.LOCATE_SUCCESS')}</p>
      </Modal>
    </>
  );
}
