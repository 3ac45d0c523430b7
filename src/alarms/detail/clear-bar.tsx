import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/button.tsx';
import type { ClearMissing } from '../../domain/clear-readiness.ts';
import { Modal } from '../../ui/modal.tsx';
import type { ClearControl } from './use-clear-alarm.ts';

interface Props {
  control: ClearControl;
  /** What still stands in the way (DETAIL-17); null when the alarm may be cleared. */
  missing: ClearMissing | null;
}

const MISSING_TEXT: Record<ClearMissing, string> = {
  reasonAndAction: 'clear.missing.reasonAndAction',
  reason: 'clear.missing.reason',
  action: 'clear.missing.action',
  conditions: 'clear.notAllowed',
};

/**
 * The Clear button (core §4): disabled with a tooltip naming what is missing, a spinner while
 * clearing, a red button with the message after a failure (a click closes it), and the confirmation dialog.
 */
export function ClearBar({ control, missing }: Props) {
  const { t } = useTranslation('alarm');
  const { state } = control;
  if (state.phase === 'error') {
    return (
      <div className="clear-bar">
        <Button variant="danger" className="clear-bar__error" aria-label={`${state.message} ${t('clear.dismiss')}`} onClick={control.dismissError}>
          {state.message}
        </Button>
      </div>
    );
  }
  const tooltipId = 'clear-bar-tooltip';
  const allowed = missing === null;
  const reason = missing === null ? undefined : t(MISSING_TEXT[missing]);
  return (
    <div className="clear-bar">
      <Button
        data-action-button
        variant="primary"
        pending={state.phase === 'pending'}
        // aria-disabled keeps the button focusable, so keyboard users can reach the reason it is disabled.
        aria-disabled={!allowed || undefined}
        aria-describedby={allowed ? undefined : tooltipId}
        title={reason}
        className={allowed ? undefined : 'clear-bar__button--blocked'}
        onClick={() => {
          if (allowed) control.request();
        }}
      >
        {state.phase === 'pending' ? t('clear.pending') : t('clear.button')}
      </Button>
      {allowed ? null : (
        <span id={tooltipId} role="tooltip" className="clear-bar__tooltip">
          {reason}
        </span>
      )}
      <Modal
        open={state.phase === 'confirm'}
        role="alertdialog"
        title={t('clear.confirmTitle')}
        onClose={control.cancel}
        actions={
          <>
            <Button onClick={control.cancel}>{t('clear.cancel')}</Button>
            <Button variant="primary" onClick={() => void control.clear()}>
              {t('clear.confirmButton')}
            </Button>
          </>
        }
      >
        <p>{t('clear.confirm')}</p>
      </Modal>
    </div>
  );
}
