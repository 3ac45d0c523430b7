import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { useGroups } from '../../db/hooks.ts';
import { useEngine } from '../../sync-client/engine-context.tsx';
import { Button } from '../../ui/button.tsx';
import { useSnackbar } from '../../ui/snackbar.tsx';
import { messageText } from '../message-text.ts';
import { Loading } from '../route-guards.tsx';

/**
 * /dashboard/groups (GROUP-01..05): every available respondent group with a checkbox starting from Selected;
 * forced groups stay checked; submitting joins the selection and returns to the dashboard.
 */
export function GroupsPage() {
  const { t } = useTranslation();
  const groups = useGroups();
  const engine = useEngine();
  const navigate = useNavigate();
  const snackbar = useSnackbar();
  const [chosen, setChosen] = useState<ReadonlySet<number> | null>(null);
  const [pending, setPending] = useState(false);

  // Start from the server's selection once it is known; later pushes do not overwrite the operator's choice.
  useEffect(() => {
    if (groups && chosen === null) {
      setChosen(new Set(groups.filter((group) => group.Selected || group.Forced).map((group) => group.RespondentGroupId)));
    }
  }, [groups, chosen]);

  if (!groups || !chosen) return <Loading />;

  const toggle = (id: number, on: boolean) =>
    setChosen((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setPending(true);
    const ids = groups.filter((group) => group.Forced || chosen.has(group.RespondentGroupId)).map((group) => group.RespondentGroupId);
    const result = await engine.joinGroups(ids);
    setPending(false);
    if (result.ok || result.queued) navigate('/dashboard');
    else snackbar.show(t('groups.joinFailed', { message: messageText(t, result) }), { tone: 'error' });
  };

  return (
    <section className="page" aria-labelledby="groups-title">
      <h1 id="groups-title" className="page-title">
        {t('groups.title')}
      </h1>
      {groups.length === 0 ? (
        <p>{t('groups.none')}</p>
      ) : (
        <form onSubmit={(event) => void submit(event)}>
          <fieldset className="group-list">
            <legend>{t('groups.intro')}</legend>
            {groups.map((group) => {
              const id = `group-${group.RespondentGroupId}`;
              const name = group.Description || String(group.RespondentGroupId);
              return (
                <div key={group.RespondentGroupId} className="group-row">
                  <input
                    id={id}
                    type="checkbox"
                    checked={group.Forced === true || chosen.has(group.RespondentGroupId)}
                    disabled={group.Forced === true}
                    aria-describedby={group.Forced ? `${id}-forced` : undefined}
                    onChange={(event) => toggle(group.RespondentGroupId, event.target.checked)}
                  />
                  <label htmlFor={id}>{name}</label>
                  {group.Forced ? (
                    <span id={`${id}-forced`} className="group-forced">
                      {t('groups.forced')}
                    </span>
                  ) : null}
                  <Link to={`/dashboard/groups/${group.RespondentGroupId}`} className="group-respondents-link">
                    {t('groups.respondentsLink', { name })}
                  </Link>
                </div>
              );
            })}
          </fieldset>
          <Button type="submit" variant="primary" pending={pending}>
            {t('groups.submit')}
          </Button>
        </form>
      )}
    </section>
  );
}
