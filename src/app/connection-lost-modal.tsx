import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useEngineStatus } from '../sync-client/engine-context.tsx';
import { Button } from '../ui/button.tsx';
import { Modal } from '../ui/modal.tsx';

/**
 * ERR-01: losing the connection (INTERNET_CONNECTION_ABORT) opens this modal once per loss. Opening the console
 * while already offline does not: the offline banner says it without interrupting.
 */
export function ConnectionLostModal() {
  const { t } = useTranslation();
  const { online } = useEngineStatus();
  const wasOnline = useRef(online);
  const [open, setOpen] = useState(false);
  useEffect(() => {
    if (wasOnline.current && !online) setOpen(true);
    if (online) setOpen(false);
    // Until the engine's first status the tab assumes online: a start the browser already knows is offline loses nothing.
    wasOnline.current = online && (typeof navigator === 'undefined' || navigator.onLine);
  }, [online]);
  return (
    <Modal
      open={open}
      role="alertdialog"
      title={t('connectionLost.title')}
      onClose={() => setOpen(false)}
      actions={
        <Button variant="primary" onClick={() => setOpen(false)}>
          {t('actions.ok')}
        </Button>
      }
    >
      <p>{t('messages.INTERNET_CONNECTION_ABORT')}</p>
    </Modal>
  );
}
