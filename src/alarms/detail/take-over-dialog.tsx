import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/button.tsx';
import { Modal } from '../../ui/modal.tsx';
import type { TakeOverControl } from './use-take-over.ts';

/**
 * The take-over confirmation (DIALOG-01) in its two wordings: a plain question, or one naming the respondent who
 * handles the alarm now. Plus the overlay shown while the forced accept is in flight (DETAIL-11).
 */
export function TakeOverDialog({ control, currentRespondent }: { control: TakeOverControl; currentRespondent: string | null }) {
  const { t } = useTranslation('alarm');
  const confirmRef = useRef<HTMLButtonElement>(null);
  return (
    <>
      <Modal
        open={control.confirming}
        role="alertdialog"
        title={t('takeOver.title')}
        onClose={control.cancel}
        initialFocus={confirmRef}
        actions={
          <>
            <Button onClick={control.cancel}>{t('takeOver.cancel')}</Button>
            <button ref={confirmRef} type="button" className="btn btn-primary" onClick={() => void control.confirm()}>
              {t('takeOver.confirmButton')}
            </button>
          </>
        }
      >
        <p>{currentRespondent ? t('takeOver.confirmNamed', { name: currentRespondent }) : t('takeOver.confirm')}</p>
      </Modal>
      {control.pendingTakeOverId !== null ? (
        <div className="take-over-overlay" role="status" aria-live="assertive">
          <span className="take-over-overlay__spinner" aria-hidden="true" />
          {t('takeOver.pending')}
        </div>
      ) : null}
    </>
  );
}
