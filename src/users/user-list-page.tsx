import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { CallNumber } from '../calls/links/call-number.tsx';
import { ROUTES } from '../contract/console-routes.ts';
import { ObjectSearchBox } from './object-search-box.tsx';
import { useObjectSearch } from './use-object-search.ts';
import './users.css';

/**
 * /dashboard/users (ROUTE-13): the user list, name and telephone number. The server lists users only for a query,
 * so the list follows what the operator types; the full search (national id, address, locate) is one link away.
 */
export function UserListPage() {
  const { t } = useTranslation('users');
  const [query, setQuery] = useState('');
  const search = useObjectSearch(query);
  const results = search.kind === 'results' ? search.results : [];

  return (
    <section className="page" aria-labelledby="user-list-title">
      <h1 id="user-list-title" className="page-title">
        {t('list.title')}
      </h1>
      <ObjectSearchBox label={t('list.filter')} value={query} onChange={setQuery} state={search} />
      {results.length > 0 ? (
        <div className="users-table-scroll">
          <table className="data-table users-table">
            <caption className="visually-hidden">{t('list.caption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('columns.name')}</th>
                <th scope="col">{t('columns.telephone')}</th>
              </tr>
            </thead>
            <tbody>
              {results.map((result) => (
                <tr key={result.UserId}>
                  <th scope="row">{result.Name ?? ''}</th>
                  <td className="users-table__number">
                    <CallNumber value={result.TelephoneNumber} whenEmpty="" />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      <p className="users-more">
        <Link to={ROUTES.userSearch}>{t('list.advanced')}</Link>
      </p>
    </section>
  );
}
