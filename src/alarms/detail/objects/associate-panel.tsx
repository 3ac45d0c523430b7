import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { messageText } from '../../../i18n/message-text.ts';
import { associatePanelShown, swapOffered } from '../../../domain/associate.ts';
import { useSend } from '../../../sync-client/engine-context.tsx';
import { Button } from '../../../ui/button.tsx';
import { Modal } from '../../../ui/modal.tsx';
import { ObjectSearchBox } from '../../../users/object-search-box.tsx';
import { useObjectSearch } from '../../../users/use-object-search.ts';
import type { DetailModel } from '../detail-model.ts';
import type { WidgetSettings } from '../widget-props.ts';
import { WidgetFrame } from '../widget-frame.tsx';
import './associate.css';

type Outcome = { kind: 'associated'; name: string } | { kind: 'swapped' } | null;
/** The move the operator is asked to confirm: nothing moves before that (as in change object). */
type Asked = { kind: 'associate'; userId: number; name: string } | { kind: 'swap' } | null;

/**
 * Associate with other object (calls §2, §6; DETAIL-42..45): search objects and move the alarm to the one found
 * (POST changeuser), and, where the template allows swapping, move it to the other person sharing the national id
 * number (POST swapsharedwith). A failed associate reads ASSOCIATE_WITH_OTHER_OBJECT_ERROR on its own button.
 */
export function AssociatePanel({ model, mode, settings }: { model: DetailModel; mode: string; settings: WidgetSettings | undefined }) {
  const { t } = useTranslation('alarm');
  const send = useSend();
  const [query, setQuery] = useState('');
  const search = useObjectSearch(query);
  const [pendingId, setPendingId] = useState<number | 'swap' | null>(null);
  const [failedId, setFailedId] = useState<number | null>(null);
  const [swapError, setSwapError] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [asked, setAsked] = useState<Asked>(null);
  const { alarm, readOnly, state } = model;
  if (!associatePanelShown(model.templateType, settings) || readOnly) return null;
  const owner = state === 'My';
  const alarmId = alarm.AlarmId;
  const current = [model.user?.Name, model.user?.LastName].filter(Boolean).join(' ') || alarm.Name || '';

  function confirm() {
    setAsked(null);
    if (asked?.kind === 'associate') void associate(asked.userId, asked.name);
    else if (asked?.kind === 'swap') void swap();
  }

  async function associate(userId: number, name: string) {
    setPendingId(userId);
    setFailedId(null);
    setOutcome(null);
    const result = await send('changeUser', { params: { alarm_id: alarmId }, body: { UserId: userId } });
    setPendingId(null);
    if (result.ok) setOutcome({ kind: 'associated', name });
    else setFailedId(userId);
  }

  async function swap() {
    setPendingId('swap');
    setSwapError(null);
    setOutcome(null);
    const result = await send('swapSharedWith', { params: { alarm_id: alarmId } });
    setPendingId(null);
    if (result.ok) setOutcome({ kind: 'swapped' });
    // The server refuses with CONDITIONS_NOT_MET when nobody else with the national id has an active subscription.
    else setSwapError(result.code === 'CONDITIONS_NOT_MET' ? t('templates.associate.noSharedUser') : messageText(t, result));
  }

  return (
    <WidgetFrame id="associate" title={t('templates.associate.title')} mode={mode} hasContent>
      {owner ? null : <p className="field-hint">{t('templates.associate.takeOverFirst')}</p>}
      {swapOffered({ settings, readOnly, owner }) ? (
        <div className="associate__swap">
          <Button data-action-button variant={swapError ? 'danger' : 'secondary'} pending={pendingId === 'swap'} disabled={pendingId !== null} onClick={() => setAsked({ kind: 'swap' })}>
            {swapError ?? t('templates.associate.swap')}
          </Button>
        </div>
      ) : null}
      {owner ? (
        <>
          <ObjectSearchBox label={t('templates.associate.search')} value={query} onChange={setQuery} state={search} />
          {search.kind === 'results' && search.results.length > 0 ? (
            <ul className="associate__results">
              {search.results
                .filter((result) => result.UserId !== alarm.UserId)
                .map((result) => {
                  const name = result.Name?.trim() || String(result.UserId);
                  const failed = failedId === result.UserId;
                  return (
                    <li key={result.UserId}>
                      <span>{[name, result.TelephoneNumber].filter(Boolean).join(' · ')}</span>
                      <Button
                        variant={failed ? 'danger' : 'secondary'}
                        pending={pendingId === result.UserId}
                        disabled={pendingId !== null}
                        aria-label={failed ? undefined : t('templates.associate.associateWith', { name })}
                        onClick={() => setAsked({ kind: 'associate', userId: result.UserId, name })}
                      >
                        {failed ? t('common:messages.ASSOCIATE_WITH_OTHER_OBJECT_ERROR') : t('templates.associate.associate')}
                      </Button>
                    </li>
                  );
                })}
            </ul>
          ) : null}
        </>
      ) : null}
      {outcome ? (
        <p role="status">
          {outcome.kind === 'swapped' ? t('templates.associate.swapped') : t('templates.associate.associated', { name: outcome.name })}
        </p>
      ) : null}
      <Modal
        open={asked !== null}
        role="alertdialog"
        title={t('templates.associate.confirmTitle')}
        onClose={() => setAsked(null)}
        actions={
          <>
            <Button onClick={() => setAsked(null)}>{t('templates.associate.cancel')}</Button>
            <Button variant="primary" onClick={confirm}>
              {t(asked?.kind === 'swap' ? 'templates.associate.swap' : 'templates.associate.associate')}
            </Button>
          </>
        }
      >
        <p>{asked?.kind === 'associate' ? t('templates.associate.confirmAssociate', { from: current, to: asked.name }) : t('templates.associate.confirmSwap', { from: current })}</p>
      </Modal>
    </WidgetFrame>
  );
}
