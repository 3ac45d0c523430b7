import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/button.tsx';
import { Modal } from '../../ui/modal.tsx';

/** SHELL-19: version, bundle hash and branch of the running build. */
export function AppInfoModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal open={open} title={t('appInfo.title')} onClose={onClose} actions={<Button onClick={onClose}>{t('actions.close')}</Button>}>
      <dl className="app-info">
        <dt>{t('appInfo.version')}</dt>
        <dd>{__APP_VERSION__}</dd>
        <dt>{t('appInfo.bundle')}</dt>
        <dd>{__BUILD_ID__}</dd>
        <dt>{t('appInfo.branch')}</dt>
        <dd>{__GIT_BRANCH__}</dd>
      </dl>
    </Modal>
  );
}
