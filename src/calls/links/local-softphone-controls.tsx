import { useTranslation } from 'react-i18next';
import { localSoftphoneLink, type LocalSoftphoneAction } from './call-target.ts';
import { useCallOptions } from './use-call-options.ts';
import './call-links.css';

const ACTIONS: { action: Exclude<LocalSoftphoneAction, 'dial'>; key: string }[] = [
  { action: 'hangup', key: 'callLinks.hangUp' },
  { action: 'hold', key: 'callLinks.hold' },
  { action: 'showphone', key: 'callLinks.showPhone' },
];

/** CALL-04: in local mode, the local softphone's hang up, hold and show phone links, each with the session's token. */
export function LocalSoftphoneControls() {
  const { t } = useTranslation();
  const options = useCallOptions();
  if (options?.mode !== 'local') return null;
  return (
    <nav className="local-softphone" aria-label={t('callLinks.localSoftphone')}>
      {ACTIONS.map(({ action, key }) => (
        <a key={action} className="btn btn-secondary" href={localSoftphoneLink(action, options.deviceToken)}>
          {t(key)}
        </a>
      ))}
    </nav>
  );
}
