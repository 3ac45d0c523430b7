import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { groupRespondentsPath, ROUTES } from '../../contract/console-routes.ts';
import type { ListedAlarm, RespondentGroup } from '../../contract/index.ts';
import { useAlarms, useGroups, useMe, useSession } from '../../db/hooks.ts';
import { ownAlarmsHiddenByLeaving } from '../../domain/group-leave.ts';
import { useSend } from '../../sync-client/engine-context.tsx';
import { Button } from '../../ui/button.tsx';
import { Modal } from '../../ui/modal.tsx';
import { useSnackbar } from '../../ui/snackbar.tsx';
import { useUnmountSignal } from '../../ui/use-unmount-signal.ts';
import { alarmText } from '../../i18n/alarm-text.ts';
import { messageText } from '../../i18n/message-text.ts';
import { Loading } from '../route-guards.tsx';

/**
 * /dashboard/groups (GROUP-01..05): every available respondent group with a checkbox starting from Selected;
 * forced groups stay checked; submitting joins the selection and returns to the dashboard. Leaving a group that
 * holds the operator's own ongoing alarms names them and asks first: they would vanish from the list.
 */
export function GroupsPage() {
  const { t } = useTranslation();
  const groups = useGroups();
  const send = useSend();
  const navigate = useNavigate();
  const snackbar = useSnackbar();
  /** The operator's own choice; until they make one, the boxes follow the server's selection as it arrives. */
  const [choice, setChoice] = useState<ReadonlySet<number> | null>(null);
  const [pending, setPending] = useState(false);
  const alarms = useAlarms();
  const me = useMe();
  const session = useSession();
  const [hidden, setHidden] = useState<ListedAlarm[]>([]);
  const unmounted = useUnmountSignal();

  if (!groups) return <Loading />;
  // Later pushes do not overwrite a choice the operator made.
  const chosen = choice ?? joinedGroupIds(groups);

  const toggle = (id: number, on: boolean) =>
    setChoice((current) => {
      const next = new Set(current ?? joinedGroupIds(groups));
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const wouldHide = ownAlarmsHiddenByLeaving(alarms ?? [], groups, chosen, me?.RespondentId ?? session?.respondentId);
    if (wouldHide.length > 0) setHidden(wouldHide);
    else void join();
  };

  // Keeping the groups puts the boxes back to the membership, which did not change (qa-supervisor P3-6).
  const keep = () => {
    setHidden([]);
    setChoice(null);
  };

  const join = async () => {
    setHidden([]);
    setPending(true);
    const ids = groups.filter((group) => group.Forced || chosen.has(group.RespondentGroupId)).map((group) => group.RespondentGroupId);
    const result = await send('setRespondentGroups', { body: { groups_ids: ids } });
    setPending(false);
    // An operator who went elsewhere while the join was being answered stays there; a refusal is still said.
    if (!result.ok) snackbar.show(t('groups.joinFailed', { message: messageText(t, result) }), { tone: 'error' });
    else if (!unmounted.current.aborted) navigate(ROUTES.dashboard);
  };

  return (
    <section className="page" aria-labelledby="groups-title">
      <h1 id="groups-title" className="page-title">
        {t('groups.title')}
      </h1>
      {groups.length === 0 ? (
        <p>{t('groups.none')}</p>
      ) : (
        <form onSubmit={submit}>
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
                  <Link to={groupRespondentsPath(group.RespondentGroupId)} className="group-respondents-link">
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
      <Modal
        open={hidden.length > 0}
        role="alertdialog"
        title={t('groups.leaveOwn.title')}
        onClose={() => setHidden([])}
        actions={
          <>
            <Button variant="primary" onClick={keep}>
              {t('groups.leaveOwn.keep')}
            </Button>
            <Button variant="danger" onClick={() => void join()}>
              {t('groups.leaveOwn.leave')}
            </Button>
          </>
        }
      >
        <p>{t('groups.leaveOwn.intro', { count: hidden.length })}</p>
        <ul>
          {hidden.map((alarm) => (
            <li key={alarm.AlarmId}>
              {alarm.Name ? t('groups.leaveOwn.alarm', { text: alarmText(t, alarm), name: alarm.Name }) : alarmText(t, alarm)}
            </li>
          ))}
        </ul>
      </Modal>
    </section>
  );
}

/** The groups the operator is in on the server (selected or forced). */
function joinedGroupIds(groups: readonly RespondentGroup[]): ReadonlySet<number> {
  return new Set(groups.filter((group) => group.Selected || group.Forced).map((group) => group.RespondentGroupId));
}
