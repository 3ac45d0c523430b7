import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { ROUTES } from '../../contract/console-routes.ts';
import { useGroups, useRespondents } from '../../db/hooks.ts';
import { Loading } from '../route-guards.tsx';

/** /dashboard/groups/{id} (GROUP-06..08): name (initials), logged in, active, telephone or cloud user name. */
export function GroupRespondentsPage() {
  const { t } = useTranslation();
  const groupId = Number(useParams().groupId);
  const groups = useGroups();
  const respondents = useRespondents(Number.isFinite(groupId) ? groupId : null);
  if (!respondents || !groups) return <Loading />;
  const group = groups.find((candidate) => candidate.RespondentGroupId === groupId);
  const name = group?.Description || String(groupId);
  const yesNo = (value: unknown) => (value === true ? t('yes') : t('no'));
  const text = (value: unknown) => (typeof value === 'string' ? value : '');

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
            {respondents.map((respondent) => (
              <tr key={respondent.RespondentId}>
                <td>
                  {text(respondent.Name)}
                  {text(respondent.Initials) ? ` (${text(respondent.Initials)})` : ''}
                </td>
                <td>{yesNo(respondent.LoggedIn)}</td>
                <td>{yesNo(respondent.Active)}</td>
                <td>{text(respondent.Telephone) || text(respondent.TwilioUserName)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
