import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useOutbox } from '../../db/hooks.ts';
import { logoutConfirm } from '../../domain/alarm-controls.ts';
import { Button } from '../../ui/button.tsx';
import { Modal } from '../../ui/modal.tsx';
import { useSnackbar } from '../../ui/snackbar.tsx';
import { messageText } from '../../i18n/message-text.ts';
import { useAlarmCounts } from '../use-alarm-counts.ts';
import { useLogout } from '../use-logout.ts';

/**
 * Logout asks first: with the count of the operator's own active alarms when there are any (SESSION-18),
 * plainly otherwise (SESSION-19). It also says what happens to the writes not yet delivered (security NM5): those
 * waiting stay on this computer for the operator's next login, those the server refused are deleted, so on a shared
 * console nothing the operator typed stays behind or goes without their knowing.
 */
export function LogoutButton({ className, variant = 'secondary' }: { className?: string; variant?: 'secondary' | 'ghost' }) {
  const { t } = useTranslation();
  const confirmation = logoutConfirm(useAlarmCounts().mine);
  const outbox = useOutbox() ?? [];
  const refused = outbox.filter((row) => row.state === 'failed').length;
  const waiting = outbox.length - refused;
  const logout = useLogout();
  const snackbar = useSnackbar();
  const [confirming, setConfirming] = useState(false);
  const [pending, setPending] = useState(false);

  const confirm = async () => {
    setPending(true);
    const result = await logout();
    setPending(false);
    if (!result.ok) {
      setConfirming(false);
      snackbar.show(t('logout.failed', { message: messageText(t, result) }), { tone: 'error' });
    }
  };

  return (
    <>
      <Button className={className} variant={variant} onClick={() => setConfirming(true)}>
        {t('logout.button')}
      </Button>
      <Modal
        open={confirming}
        role="alertdialog"
        title={t('logout.title')}
        onClose={() => setConfirming(false)}
        actions={
          <>
            <Button onClick={() => setConfirming(false)}>{t('actions.cancel')}</Button>
            <Button variant="danger" pending={pending} onClick={() => void confirm()}>
              {t('logout.confirm')}
            </Button>
          </>
        }
      >
        <p>{confirmation.kind === 'withCount' ? t('logout.confirmOwned', { count: confirmation.count }) : t('logout.confirmPlain')}</p>
        {waiting > 0 && <p>{t('logout.unsent', { count: waiting })}</p>}
        {refused > 0 && <p>{t('logout.refused', { count: refused })}</p>}
      </Modal>
    </>
  );
}
