import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { CallNumber } from '../../calls/links/call-number.tsx';
import { ROUTES } from '../../contract/console-routes.ts';
import { useGroups, useRespondents } from '../../db/hooks.ts';
import { respondentRow } from '../../domain/respondent-row.ts';
import { useWatch } from '../../sync-client/use-watch.ts';
import { Loading } from '../route-guards.tsx';

/**
 * /dashboard/groups/{id} (GROUP-06..08): name (initials), logged in, active, telephone or cloud user name. The engine
 * loads the group's respondents while the page is shown and refreshes them on the respondent refresh interval.
 */
export function GroupRespondentsPage() {
  const { t } = useTranslation();
  const groupId = Number(useParams().groupId);
  useWatch('group', Number.isInteger(groupId) && groupId >= 0 ? groupId : null);
  const groups = useGroups();
  const respondents = useRespondents(Number.isFinite(groupId) ? groupId : null);
  if (!respondents || !groups) return <Loading />;
  const group = groups.find((candidate) => candidate.RespondentGroupId === groupId);
  const name = group?.Description || String(groupId);
  const yesNo = (value: boolean) => (value ? t('yes') : t('no'));

  return (
    <section className="page" aria-labelledby="respondents-title">
      <p>
        <Link to={ROUTES.groups}>{t('groups.back')}</Link>
      </p>
      <h1 id="respondents-title" className="page-title">
        {t('groups.respondentsTitle', { name })}
      </h1>
      {respondents.length === 0 ? (
        <p>{t('groups.noRespondents')}</p>
      ) : (
        <table className="data-table">
          <thead>
            <tr>
              <th scope="col">{t('groups.columns.name')}</th>
              <th scope="col">{t('groups.columns.loggedIn')}</th>
              <th scope="col">{t('groups.columns.active')}</th>
              <th scope="col">{t('groups.columns.telephone')}</th>
            </tr>
          </thead>
          <tbody>
            {respondents.map((respondent) => {
              const row = respondentRow(respondent);
              return (
                <tr key={respondent.RespondentId}>
                  <td>{row.name}</td>
                  <td>{yesNo(row.loggedIn)}</td>
                  <td>{yesNo(row.active)}</td>
                  <td>{row.callable ? <CallNumber value={row.reach} /> : row.reach}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
    </section>
  );
}
