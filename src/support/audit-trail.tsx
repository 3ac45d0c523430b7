import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { AUDIT_EVENTS, type AuditLine, type AuditPage } from '../contract/index.ts';
import { supportDateTime } from '../domain/support.ts';
import { useSend } from '../sync-client/engine-context.tsx';
import { Button } from '../ui/button.tsx';

type Filter = { kind: 'operator'; username: string } | { kind: 'person'; userId: number };

const PAGE_SIZE = 50;
const isKnownEvent = (event: string): event is (typeof AUDIT_EVENTS)[number] => (AUDIT_EVENTS as readonly string[]).includes(event);

/**
 * The audit trail of one operator (by user name) or one monitored person (by user id), newest first (security #NM7):
 * logins, refusals, reads of health data and positions, SMS, dictionary edits. Details are shown as stored, as text.
 */
export function AuditTrail() {
  const { t } = useTranslation('support');
  const send = useSend();
  const id = useId();
  const [kind, setKind] = useState<Filter['kind']>('operator');
  const [value, setValue] = useState('');
  const [filter, setFilter] = useState<Filter | null>(null);
  const [page, setPage] = useState<AuditPage | null>(null);
  const [error, setError] = useState<string | null>(null);

  const load = async (next: Filter, before?: number) => {
    const query = { ...(next.kind === 'operator' ? { username: next.username } : { userId: next.userId }), limit: PAGE_SIZE, ...(before ? { before } : {}) };
    const result = await send('supportAudit', query);
    if (!result.ok) {
      setError(result.serverText ?? result.code);
      return;
    }
    setError(null);
    setFilter(next);
    setPage((shown) => (before && shown ? { Lines: [...shown.Lines, ...result.value.Lines], NextBefore: result.value.NextBefore } : result.value));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const text = value.trim();
    if (!text) return;
    const userId = Number(text);
    if (kind === 'person' && !(Number.isInteger(userId) && userId > 0)) {
      setError(t('audit.badUserId'));
      return;
    }
    void load(kind === 'operator' ? { kind, username: text } : { kind, userId });
  };

  // The texts' keys have `_` for the events' dots (i18next reads a dot as nesting).
  const eventText = (line: AuditLine) => (isKnownEvent(line.Event) ? t(`audit.events.${line.Event.replace('.', '_')}`) : line.Event);

  return (
    <section className="support-section" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('audit.title')}</h2>
      <form className="support-audit-filter" onSubmit={submit}>
        <label htmlFor={`${id}-kind`}>{t('audit.filter')}</label>
        <select id={`${id}-kind`} value={kind} onChange={(event) => setKind(event.target.value as Filter['kind'])}>
          <option value="operator">{t('audit.byOperator')}</option>
          <option value="person">{t('audit.byPerson')}</option>
        </select>
        <label htmlFor={`${id}-value`}>{kind === 'operator' ? t('audit.username') : t('audit.userId')}</label>
        <input id={`${id}-value`} value={value} maxLength={200} inputMode={kind === 'person' ? 'numeric' : 'text'} onChange={(event) => setValue(event.target.value)} />
        <Button type="submit">{t('audit.show')}</Button>
      </form>
      {error ? <p role="alert">{error}</p> : null}
      {page && page.Lines.length === 0 ? <p role="status">{t('audit.none')}</p> : null}
      {page && page.Lines.length > 0 ? (
        <table className="support-audit" aria-label={t('audit.title')}>
          <thead>
            <tr>
              <th scope="col">{t('audit.at')}</th>
              <th scope="col">{t('audit.event')}</th>
              <th scope="col">{t('audit.operator')}</th>
              <th scope="col">{t('audit.person')}</th>
              <th scope="col">{t('audit.requestId')}</th>
              <th scope="col">{t('audit.details')}</th>
            </tr>
          </thead>
          <tbody>
            {page.Lines.map((line) => (
              <tr key={line.Id}>
                <td>{supportDateTime(line.At)}</td>
                <td>{eventText(line)}</td>
                <td>{line.Username ?? ''}</td>
                <td>{line.UserId ?? ''}</td>
                <td>{line.RequestId ?? ''}</td>
                <td className="support-audit-details">{line.Details ?? ''}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
      {filter && page?.NextBefore ? <Button onClick={() => void load(filter, page.NextBefore ?? undefined)}>{t('audit.older')}</Button> : null}
    </section>
  );
}
