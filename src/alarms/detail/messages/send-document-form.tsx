import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LIMITS } from '../../../contract/limits.ts';
import { DOCUMENT_IDS, DEFAULT_DOCUMENT_ID, DOCUMENT_SENT_RESET_MS, canSendDocument, documentDestinationError } from '../../../domain/send-document.ts';
import { useSend } from '../../../sync-client/engine-context.tsx';
import { Button } from '../../../ui/button.tsx';

type Outcome = 'success' | 'fail' | null;

/**
 * Send a support document (ids 1-9, calls §7) to the person's number or address from the alarm: Send needs a
 * destination of at least 4 characters and no send running; the form resets 2 s after 'document sent success'
 * (calls §4), and the success text stays until the next action (qa-supervisor P3-1); a failure reads 'document sent
 * fail'. The destination must be an e-mail address or a callback number (VALID-16): the rule shows under the field
 * and Send stays disabled.
 */
export function SendDocumentForm({ destination: initial }: { destination: string }) {
  const { t } = useTranslation('alarm');
  const send = useSend();
  const id = useId();
  const [documentId, setDocumentId] = useState<number>(DEFAULT_DOCUMENT_ID);
  const [destination, setDestination] = useState(initial);
  const [sending, setSending] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);

  useEffect(() => {
    if (outcome !== 'success') return;
    const timer = setTimeout(() => {
      setDocumentId(DEFAULT_DOCUMENT_ID);
      setDestination(initial);
    }, DOCUMENT_SENT_RESET_MS);
    return () => clearTimeout(timer);
  }, [outcome, initial]);

  const destinationError = canSendDocument(destination, false) ? documentDestinationError(destination) : null;
  const sendable = canSendDocument(destination, sending) && destinationError === null;

  const submit = async () => {
    if (!sendable) return;
    setSending(true);
    setOutcome(null);
    const result = await send('supportSendDocument', { body: { DocumentId: documentId, Destination: destination.trim() } });
    setSending(false);
    setOutcome(result.ok ? 'success' : 'fail');
  };

  return (
    <form
      className="send-document"
      aria-label={t('sms.document.title')}
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <label htmlFor={`${id}-document`}>{t('sms.document.document')}</label>
      <select
        id={`${id}-document`}
        value={documentId}
        onChange={(event) => {
          setOutcome(null);
          setDocumentId(Number(event.target.value));
        }}
      >
        {DOCUMENT_IDS.map((documentOption) => (
          <option key={documentOption} value={documentOption}>
            {t(`sms.document.documents.${documentOption}`)}
          </option>
        ))}
      </select>
      <label htmlFor={`${id}-destination`}>{t('sms.document.destination')}</label>
      <input
        id={`${id}-destination`}
        value={destination}
        maxLength={200}
        minLength={LIMITS.documentDestinationMin}
        aria-invalid={destinationError !== null}
        aria-describedby={destinationError ? `${id}-destination-error` : undefined}
        onChange={(event) => {
          setOutcome(null);
          setDestination(event.target.value);
        }}
      />
      {destinationError ? (
        <p id={`${id}-destination-error`} role="alert">
          {t(`common:messages.${destinationError}`)}
        </p>
      ) : null}
      <Button type="submit" variant="primary" disabled={!sendable} pending={sending}>
        {t('sms.document.send')}
      </Button>
      {outcome === 'success' ? <p role="status">{t('common:messages.DOCUMENT_SENT_SUCCESS')}</p> : null}
      {outcome === 'fail' ? <p role="alert">{t('common:messages.DOCUMENT_SENT_FAIL')}</p> : null}
    </form>
  );
}
