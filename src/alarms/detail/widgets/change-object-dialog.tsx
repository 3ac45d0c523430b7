import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSend } from '../../../sync-client/engine-context.tsx';
import { Button } from '../../../ui/button.tsx';
import { Modal } from '../../../ui/modal.tsx';
import { objectInfo } from '../../../users/object-info.ts';
import { useObjectSearch } from '../../../users/use-object-search.ts';

/** A search result's name, as the confirmation names it. */
const personName = (result: { Name?: string | null; UserId: number }) => result.Name?.trim() || String(result.UserId);

/**
 * Change object (core §2 User Info, DETAIL-36..38, -46): search objects (debounced 250 ms, at least 2 characters)
 * and move the alarm to the chosen one once the operator has confirmed, naming both people.
 */
export function ChangeObjectDialog({ alarmId, currentName, onClose }: { alarmId: number; currentName: string; onClose(): void }) {
  const { t } = useTranslation('alarm');
  const send = useSend();
  const inputId = useId();
  const [query, setQuery] = useState('');
  const search = useObjectSearch(query);
  const [error, setError] = useState<string | null>(null);
  const [pendingId, setPendingId] = useState<number | null>(null);
  const [chosen, setChosen] = useState<{ userId: number; name: string } | null>(null);

  async function move(userId: number) {
    setChosen(null);
    setPendingId(userId);
    setError(null);
    const result = await send('changeUser', { params: { alarm_id: alarmId }, body: { UserId: userId } });
    setPendingId(null);
    if (result.ok) onClose();
    else setError(t('changeObject.failed'));
  }

  return (
    <Modal
      open
      title={t('changeObject.title')}
      onClose={onClose}
      actions={<Button onClick={onClose}>{t('changeObject.cancel')}</Button>}
    >
      <div className="field">
        <label htmlFor={inputId}>{t('changeObject.search')}</label>
        <input id={inputId} type="search" value={query} onChange={(event) => setQuery(event.target.value)} autoComplete="off" />
      </div>
      {search.kind === 'tooShort' ? <p className="field-hint">{t('changeObject.tooShort')}</p> : null}
      {search.kind === 'searching' ? <p role="status">{t('changeObject.searching')}</p> : null}
      {search.kind === 'failed' ? <p role="alert">{t('changeObject.fetchFailed')}</p> : null}
      {search.kind === 'results' && search.results.length === 0 ? <p role="status">{t('changeObject.noMatch')}</p> : null}
      {search.kind === 'results' && search.results.length > 0 ? (
        <ul className="change-object__results">
          {search.results.map((result) => (
            <li key={result.UserId}>
              <Button pending={pendingId === result.UserId} disabled={pendingId !== null} onClick={() => setChosen({ userId: result.UserId, name: personName(result) })}>
                {[
                  result.Name,
                  objectInfo(result, 'CUSTOMER'),
                  result.TelephoneNumber,
                  [objectInfo(result, 'STREET'), objectInfo(result, 'POSTCODE'), objectInfo(result, 'CITY')].filter(Boolean).join(' '),
                ]
                  .filter(Boolean)
                  .join(' · ')}
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
      {error ? (
        <p role="alert" className="field-error">
          {error}
        </p>
      ) : null}
      <Modal
        open={chosen !== null}
        role="alertdialog"
        title={t('changeObject.confirmTitle')}
        onClose={() => setChosen(null)}
        actions={
          <>
            <Button onClick={() => setChosen(null)}>{t('changeObject.cancel')}</Button>
            <Button variant="primary" onClick={() => chosen && void move(chosen.userId)}>
              {t('changeObject.confirmButton')}
            </Button>
          </>
        }
      >
        <p>{chosen ? t('changeObject.confirm', { from: currentName, to: chosen.name }) : null}</p>
      </Modal>
    </Modal>
  );
}
