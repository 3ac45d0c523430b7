import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BrowserLog } from '../contract/index.ts';
import { supportDateTime } from '../domain/support.ts';
import { useSend } from '../sync-client/engine-context.tsx';
import { Button } from '../ui/button.tsx';

/** The latest browser log any operator uploaded (api/debug/log), shown as sent: text, never markup. */
export function LatestBrowserLog() {
  const { t } = useTranslation('support');
  const send = useSend();
  const [log, setLog] = useState<BrowserLog | null>(null);
  const [error, setError] = useState<string | null>(null);

  const load = useCallback(async () => {
    const result = await send('supportLatestBrowserLog', undefined);
    if (result.ok) {
      setLog(result.value);
      setError(null);
    } else setError(result.serverText ?? result.code);
  }, [send]);

  useEffect(() => {
    void load();
  }, [load]);

  return (
    <section className="support-section" aria-labelledby="support-log-title">
      <h2 id="support-log-title">{t('log.title')}</h2>
      <Button onClick={() => void load()}>{t('log.refresh')}</Button>
      {error ? <p role="alert">{error}</p> : null}
      {log && log.Data ? (
        <>
          <p>{t('log.from', { username: log.Username ?? '', at: log.ReceivedAt ? supportDateTime(log.ReceivedAt) : '' })}</p>
          <pre className="support-log" tabIndex={0} aria-label={t('log.content')}>
            {log.Data}
          </pre>
        </>
      ) : log ? (
        <p>{t('log.none')}</p>
      ) : null}
    </section>
  );
}
