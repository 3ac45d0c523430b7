import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CallNumber } from '../calls/links/call-number.tsx';
import { useSession, useSettings } from '../db/hooks.ts';
import type { ObjectSearchKind } from '../domain/validation/object-search.ts';
import { InfoRequestButton } from './info-request-button.tsx';
import { LocateButton } from './locate-button.tsx';
import { objectInfo } from './object-info.ts';
import { ObjectSearchBox } from './object-search-box.tsx';
import { useObjectSearch } from './use-object-search.ts';
import './users.css';

const SEARCH_KINDS: ObjectSearchKind[] = ['text', 'nationalId'];

/**
 * /dashboard/users/search (ROUTE-13, core §5): search users by free text or national id number; each hit shows the
 * core §3 fields (DETAIL-36), when its device can be positioned a Locate button (DETAIL-39), and the user-info
 * request when flags are configured (ROUTE-22). Read-only sessions are offered neither (the server refuses their
 * writes).
 */
export function UserSearchPage() {
  const { t } = useTranslation('users');
  const readOnly = useSession()?.readOnly === true;
  // No flags configured means no request can pass DETAIL-47, so none is offered.
  const flags = useSettings()?.AVAILABLE_ALARM_FLAGS ?? [];
  const [by, setBy] = useState<ObjectSearchKind>('text');
  const [query, setQuery] = useState('');
  const search = useObjectSearch(query, by);
  const results = search.kind === 'results' ? search.results : [];

  return (
    <section className="page" aria-labelledby="user-search-title">
      <h1 id="user-search-title" className="page-title">
        {t('search.title')}
      </h1>
      <fieldset className="users-search-by">
        <legend>{t('search.by')}</legend>
        {SEARCH_KINDS.map((kind) => (
          <label key={kind}>
            <input type="radio" name="users-search-by" value={kind} checked={by === kind} onChange={() => setBy(kind)} />
            {kind === 'text' ? t('search.byText') : t('search.byNationalId')}
          </label>
        ))}
      </fieldset>
      <ObjectSearchBox label={t('search.label')} value={query} onChange={setQuery} state={search} />
      {results.length > 0 ? (
        <div className="users-table-scroll">
          <table className="data-table users-table">
            <caption className="visually-hidden">{t('search.caption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('columns.name')}</th>
                <th scope="col">{t('columns.telephone')}</th>
                <th scope="col">{t('columns.exchangeTelephone')}</th>
                <th scope="col">{t('columns.customer')}</th>
                <th scope="col">{t('columns.street')}</th>
                <th scope="col">{t('columns.postcode')}</th>
                <th scope="col">{t('columns.city')}</th>
                <th scope="col">
                  <span className="visually-hidden">{t('columns.actions')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {results.map((result) => (
                <tr key={result.UserId}>
                  <th scope="row">{result.Name ?? ''}</th>
                  <td className="users-table__number">
                    <CallNumber value={result.TelephoneNumber} whenEmpty="" />
                  </td>
                  <td className="users-table__number">
                    <CallNumber value={result.ExchangeTelephoneNumber} whenEmpty="" />
                  </td>
                  <td>{objectInfo(result, 'CUSTOMER')}</td>
                  <td>{objectInfo(result, 'STREET')}</td>
                  <td className="users-table__number">{objectInfo(result, 'POSTCODE')}</td>
                  <td>{objectInfo(result, 'CITY')}</td>
                  <td>
                    <div className="users-table__actions">
                      {result.PositioningEnabled === true && !readOnly ? <LocateButton userId={result.UserId} name={result.Name ?? ''} /> : null}
                      {flags.length > 0 && !readOnly ? <InfoRequestButton userId={result.UserId} name={result.Name ?? ''} flags={flags} /> : null}
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </section>
  );
}
