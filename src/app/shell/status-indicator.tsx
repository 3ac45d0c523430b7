import { format } from 'date-fns';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSettings, useSyncErrors } from '../../db/hooks.ts';
import { DEFAULT_DATE_TIME_FORMAT } from '../../domain/constants.ts';
import { useEngineStatus, useSend } from '../../sync-client/engine-context.tsx';
import { Button } from '../../ui/button.tsx';
import { Modal } from '../../ui/modal.tsx';
import { messageText } from '../../i18n/message-text.ts';
import { AppInfoModal } from './app-info-modal.tsx';
import { FailedWrites } from '../../outbox/failed-writes.tsx';

/**
 * The connection light (SHELL-14..19): red, yellow or green as the engine reports it; a click lists the latest
 * sync errors with "got it", a right-click (or the context-menu key) shows the build information.
 */
export function StatusIndicator() {
  const { t } = useTranslation();
  const status = useEngineStatus();
  const errors = useSyncErrors() ?? [];
  const dateFormat = useSettings()?.DATE_FORMAT || DEFAULT_DATE_TIME_FORMAT;
  const send = useSend();
  const [popup, setPopup] = useState(false);
  const [info, setInfo] = useState(false);
  const state = t(`status.${status.indicatorText}`);

  const gotIt = async () => {
    await send('dismissSyncErrors');
    setPopup(false);
  };

  return (
    <>
      <Button
        variant="ghost"
        className={`status-button status-${status.indicator}`}
        aria-label={t('status.button', { state })}
        aria-haspopup="dialog"
        data-indicator={status.indicator}
        onClick={() => setPopup(true)}
        onContextMenu={(event) => {
          event.preventDefault();
          setInfo(true);
        }}
      >
        <span className="status-dot" aria-hidden="true" />
        <span className="status-text">{state}</span>
      </Button>
      <Modal
        open={popup}
        title={t('status.popupTitle')}
        onClose={() => setPopup(false)}
        actions={
          <Button variant="primary" onClick={() => void gotIt()}>
            {t('status.gotIt')}
          </Button>
        }
      >
        <ul className="status-facts">
          {!status.online ? <li>{t('status.offline')}</li> : null}
          {status.online && !status.serverReachable ? <li>{t('status.serverDown')}</li> : null}
          {status.socket !== 'open' ? <li>{t('status.socketDown')}</li> : null}
          {status.storagePersisted === false ? <li>{t('status.storageRefused')}</li> : null}
        </ul>
        {errors.length === 0 ? (
          <p>{t('status.noErrors')}</p>
        ) : (
          <>
            <h3 id="status-errors-title" className="status-errors-title">
              {t('status.errorsTitle')}
            </h3>
            <ul className="status-errors" aria-labelledby="status-errors-title">
              {errors.map((error) => (
                <li key={error.id ?? `${error.at}-${error.code}`}>
                  <time dateTime={new Date(error.at).toISOString()}>{formatTime(error.at, dateFormat)}</time>{' '}
                  {error.outageFrom === undefined ? (
                    <>
                      {messageText(t, { code: error.code, messageKey: error.message })}
                      {error.status ? ` (${error.status})` : ''}
                    </>
                  ) : (
                    t('status.outage', {
                      from: formatTime(error.outageFrom, dateFormat),
                      until: formatTime(error.at, dateFormat),
                      cause: error.status ? t('status.outageStatus', { status: error.status }) : t('status.outageNoAnswer'),
                    })
                  )}
                </li>
              ))}
            </ul>
          </>
        )}
        <FailedWrites />
      </Modal>
      <AppInfoModal open={info} onClose={() => setInfo(false)} />
    </>
  );
}

/** CONST-04: DATE_FORMAT when set; a format date-fns cannot read falls back to the default. */
function formatTime(at: number, dateFormat: string): string {
  try {
    return format(at, dateFormat);
  } catch {
    return format(at, DEFAULT_DATE_TIME_FORMAT);
  }
}
