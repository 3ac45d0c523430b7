import { useTranslation } from 'react-i18next';
import { type SoftphoneNotice, staysUntilClosed } from './softphone-capability.ts';

/**
 * The softphone's notices: busy and connection errors for 10 s (CALL-10, CALL-56), any other provider error as a
 * popup with its code and text until closed (CALL-55).
 */
export function SoftphoneNotices({ notices, onDismiss }: { notices: readonly SoftphoneNotice[]; onDismiss(id: string): void }) {
  const { t } = useTranslation();
  return notices.map((notice) => {
    const text = t(notice.messageKey ?? 'softphone.errors.generic', { code: notice.code ?? '', text: notice.text ?? '' });
    return (
      <div key={notice.id} className="softphone-notice" role={staysUntilClosed(notice.kind) ? 'alertdialog' : 'status'} aria-label={t('softphone.notice')}>
        <p>{text}</p>
        <button type="button" onClick={() => onDismiss(notice.id)}>
          {t('actions.close')}
        </button>
      </div>
    );
  });
}
