import { Fragment, type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PAGE_SIZES } from '../../../domain/constants.ts';
import { pageItems, pageSlice } from '../../../domain/pagination.ts';

interface PagedTableProps<T> {
  /** The table's accessible name. */
  label: string;
  headers: readonly string[];
  rows: readonly T[];
  /** Rows per page at first (10 for contacts and resources, RES-02, RES-04). */
  pageSize: number;
  rowKey(row: T, index: number): string;
  renderRow(row: T): ReactNode;
}

/**
 * A table of the alarm page with the pager of WIDGET-34 and the page sizes of WIDGET-35; the pager shows only when
 * the rows fill more than one page.
 */
export function PagedTable<T>({ label, headers, rows, pageSize: initialSize, rowKey, renderRow }: PagedTableProps<T>) {
  const { t } = useTranslation('alarm');
  const [size, setSize] = useState(initialSize);
  const [current, setCurrent] = useState(1);
  const sizeId = useId();
  const { rows: shown, page, pages } = pageSlice(rows, current, size);
  return (
    <div className="paged-table">
      <table className="contacts-table" aria-label={label}>
        <thead>
          <tr>
            {headers.map((header) => (
              <th key={header} scope="col">
                {header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{shown.map((row, index) => <Fragment key={rowKey(row, index)}>{renderRow(row)}</Fragment>)}</tbody>
      </table>
      {rows.length > Math.min(...PAGE_SIZES) ? (
        <div className="paged-table__footer">
          {pages > 1 ? (
            <nav aria-label={t('contacts.pages', { table: label })}>
              <ul className="pager">
                {pageItems(page, pages).map((item) =>
                  typeof item === 'number' ? (
                    <li key={item}>
                      <button
                        type="button"
                        className="pager__page"
                        aria-label={t('contacts.page', { page: item })}
                        aria-current={item === page ? 'page' : undefined}
                        onClick={() => setCurrent(item)}
                      >
                        {item}
                      </button>
                    </li>
                  ) : (
                    <li key={item} aria-hidden="true" className="pager__gap">
                      …
                    </li>
                  ),
                )}
              </ul>
            </nav>
          ) : null}
          <label htmlFor={sizeId} className="paged-table__size">
            {t('contacts.pageSize')}
          </label>
          <select
            id={sizeId}
            value={size}
            onChange={(event) => {
              setSize(Number(event.target.value));
              setCurrent(1);
            }}
          >
            {PAGE_SIZES.map((option) => (
              <option key={option} value={option}>
                {option}
              </option>
            ))}
          </select>
        </div>
      ) : null}
    </div>
  );
}

