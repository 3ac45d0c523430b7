import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { ObjectSearchState } from './use-object-search.ts';

export interface ObjectSearchBoxProps {
  label: string;
  value: string;
  onChange(value: string): void;
  state: ObjectSearchState;
}

/**
 * A labelled search input with the search's status read out politely (too short, searching, how many found, none
 * matched) and a failed fetch as an alert (calls §8: "Error while fetching object list", "No users found").
 */
export function ObjectSearchBox({ label, value, onChange, state }: ObjectSearchBoxProps) {
  const { t } = useTranslation('users');
  const inputId = useId();
  const statusId = useId();
  const status =
    state.kind === 'tooShort'
      ? t(`common:messages.${state.message}`)
      : state.kind === 'searching'
        ? t('search.searching')
        : state.kind === 'results'
          ? state.results.length === 0
            ? t('common:messages.NO_OBJECTS_MATCHED')
            : t('search.found', { count: state.results.length })
          : '';
  return (
    <>
      <div className="field">
        <label htmlFor={inputId}>{label}</label>
        <input
          id={inputId}
          type="search"
          value={value}
          onChange={(event) => onChange(event.target.value)}
          autoComplete="off"
          aria-describedby={statusId}
        />
      </div>
      <p id={statusId} role="status" className="field-hint users-search-status">
        {status}
      </p>
      {state.kind === 'failed' ? (
        <p role="alert" className="field-error">
          {t('common:messages.OBJECT_LIST_FETCH_ERROR')}
        </p>
      ) : null}
    </>
  );
}
