import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../ui/button.tsx';
import { Modal } from '../ui/modal.tsx';

/**
 * Asks before a link replaces the logged-in operator's session (security NL2): a page or document can send the
 * console to /autoregister, which would switch every tab to the link's session. Keeping the session is the default
 * (focused first, and Escape); only a press on the other button lets the link through.
 */
export function ReplaceSessionDialog({ operator, onReplace, onKeep }: { operator: string; onReplace: () => void; onKeep: () => void }) {
  const { t } = useTranslation('login');
  const keep = useRef<HTMLButtonElement>(null);
  return (
    <Modal
      open
      role="alertdialog"
      title={t('login:autoregister.replaceTitle')}
      onClose={onKeep}
      initialFocus={keep}
      actions={
        <>
          <Button ref={keep} variant="primary" onClick={onKeep}>
            {t('login:autoregister.keep', { name: operator })}
          </Button>
          <Button variant="danger" onClick={onReplace}>
            {t('login:autoregister.replace')}
          </Button>
        </>
      }
    >
      <p>{t('login:autoregister.replaceBody', { name: operator })}</p>
    </Modal>
  );
}
