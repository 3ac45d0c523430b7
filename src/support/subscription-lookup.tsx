import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SubscriptionResult } from '../contract/index.ts';
import { SUBSCRIPTION_LOOKUP_DEBOUNCE_MS, subscriptionIdentifier, supportDateTime } from '../domain/support.ts';
import { useSend } from '../sync-client/engine-context.tsx';

type Lookup = { identifier: string; result: SubscriptionResult } | { identifier: string; error: string } | null;

const FIELDS = ['TelephoneNumber', 'Email', 'EmergencyCenter', 'Name', 'SubscriptionValid', 'SubscriptionValidTo'] as const;

/** Subscription lookup by number or e-mail (SUP-07..10): a leading plus removed, asked 1 s after the last key. */
export function SubscriptionLookup() {
  const { t } = useTranslation('support');
  const send = useSend();
  const id = useId();
  const [input, setInput] = useState('');
  const [lookup, setLookup] = useState<Lookup>(null);
  const identifier = subscriptionIdentifier(input);

  useEffect(() => {
    if (!identifier) {
      setLookup(null);
      return;
    }
    let current = true;
    const timer = setTimeout(() => {
      void send('supportSubscription', { identifier }).then((result) => {
        if (!current) return;
        setLookup(result.ok ? { identifier, result: result.value } : { identifier, error: result.serverText ?? result.code });
      });
    }, SUBSCRIPTION_LOOKUP_DEBOUNCE_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [identifier, send]);

  const value = (result: SubscriptionResult, field: (typeof FIELDS)[number]) => {
    const raw = result[field];
    if (typeof raw === 'boolean') return raw ? t('common:yes') : t('common:no');
    if (field === 'SubscriptionValidTo' && raw) return supportDateTime(raw);
    return raw ?? '';
  };

  return (
    <section className="support-section" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('subscription.title')}</h2>
      <label htmlFor={`${id}-input`}>{t('subscription.identifier')}</label>
      <input id={`${id}-input`} type="search" value={input} maxLength={200} onChange={(event) => setInput(event.target.value)} />
      {lookup && 'error' in lookup ? <p role="alert">{lookup.error}</p> : null}
      {lookup && 'result' in lookup && lookup.result.NotFound ? <p role="status">{t('subscription.notFound', { number: lookup.identifier })}</p> : null}
      {lookup && 'result' in lookup && !lookup.result.NotFound && lookup.result.SubscriptionValid === false ? (
        <p className="support-subscription__expired" role="status">
          {t('subscription.expired')}
        </p>
      ) : null}
      {lookup && 'result' in lookup && !lookup.result.NotFound ? (
        <dl className={lookup.result.SubscriptionValid === false ? 'support-subscription support-subscription--expired' : 'support-subscription'} aria-label={t('subscription.result')}>
          {FIELDS.map((field) => (
            <div key={field}>
              <dt>{t(`subscription.fields.${field}`)}</dt>
              <dd>{value(lookup.result, field)}</dd>
            </div>
          ))}
        </dl>
      ) : null}
    </section>
  );
}
