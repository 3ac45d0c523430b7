import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SystemTestRow } from '../contract/index.ts';
import { SYSTEM_TEST_POLL_MS, supportDateTime, systemTestEnded, systemTestFinishedAt } from '../domain/support.ts';
import type { Failure } from '../sync-client/failure.ts';
import { useSend } from '../sync-client/engine-context.tsx';
import { Button } from '../ui/button.tsx';
import { serverText } from '../i18n/server-text.ts';

/** The raw error of a rejected status fetch (SUP-06): the server's own text, else the failure code and status. */
const rawError = (failure: Failure): string => failure.serverText ?? [failure.code, failure.status].filter((part) => part !== undefined).join(' ');

/**
 * The system status table (SUP-01..06): Refresh reads the rows; Start test starts the test, sets the running flag
 * and reads the rows every 5 s until none is Ongoing.
 */
export function SystemStatus() {
  const { t } = useTranslation('support');
  const send = useSend();
  const [rows, setRows] = useState<SystemTestRow[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [running, setRunning] = useState(false);
  const [loading, setLoading] = useState(false);

  const load = useCallback(async () => {
    setLoading(true);
    const result = await send('supportSystemTests', undefined);
    setLoading(false);
    if (!result.ok) {
      setError(rawError(result));
      return;
    }
    // An engine of another build may answer nothing here; no rows then, rather than a crash.
    const next = Array.isArray(result.value) ? result.value : [];
    setError(null);
    setRows(next);
    if (systemTestEnded(next)) setRunning(false);
  }, [send]);

  useEffect(() => {
    void load();
  }, [load]);

  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => void load(), SYSTEM_TEST_POLL_MS);
    return () => clearInterval(timer);
  }, [running, load]);

  const start = async () => {
    const result = await send('supportStartSystemTests', {});
    if (!result.ok) {
      setError(rawError(result));
      return;
    }
    setRunning(true);
    await load();
  };

  const yesNo = (value: boolean | null | undefined) => (value === true ? t('common:yes') : value === false ? t('common:no') : '');
  const executed = (value: SystemTestRow['Executed']) => (typeof value === 'string' ? supportDateTime(value) : yesNo(value));
  // A failed row reads "Failed", not only a colour (qa-supervisor P3-2).
  const successful = (value: SystemTestRow['Successful']) => (value === true ? t('status.passed') : value === false ? t('status.failed') : '');
  const finishedAt = running ? null : systemTestFinishedAt(rows);

  return (
    <section className="support-section" aria-labelledby="support-status-title">
      <h2 id="support-status-title">{t('status.title')}</h2>
      <div className="support-actions">
        <Button onClick={() => void load()} pending={loading && !running}>
          {t('status.refresh')}
        </Button>
        <Button variant="primary" onClick={() => void start()} disabled={running}>
          {t('status.start')}
        </Button>
        {running ? <span role="status">{t('status.running')}</span> : null}
        {finishedAt ? <span role="status">{t('status.finished', { at: supportDateTime(finishedAt) })}</span> : null}
      </div>
      {error ? <p role="alert" className="support-raw-error">{error}</p> : null}
      <table className="data-table">
        <thead>
          <tr>
            <th scope="col">{t('status.description')}</th>
            <th scope="col">{t('status.executed')}</th>
            <th scope="col">{t('status.ongoing')}</th>
            <th scope="col">{t('status.successful')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => (
            <tr key={`${row.Description ?? ''}-${index}`} className={row.Successful === false ? 'support-status--failed' : undefined}>
              <td>{serverText(t, row.DescriptionCode ? `systemChecks.${row.DescriptionCode}` : undefined, row.Description)}</td>
              <td>{executed(row.Executed)}</td>
              <td>{yesNo(row.Ongoing)}</td>
              <td>{successful(row.Successful)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
