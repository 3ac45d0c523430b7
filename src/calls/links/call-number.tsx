import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { focusScope } from '../../ui/focus-scope.ts';
import { messageText } from '../../i18n/message-text.ts';
import { LIMITS } from '../../contract/limits.ts';
import { useSend } from '../../sync-client/engine-context.tsx';
import { Button } from '../../ui/button.tsx';
import { callTarget } from './call-target.ts';
import { useCallOptions } from './use-call-options.ts';
import { useSoftphoneDial } from './use-softphone-dial.ts';
import './call-links.css';

export interface CallNumberProps {
  /** The number as stored (callback number, contact or resource telephone, respondent telephone). */
  value: string | null | undefined;
  /** The alarm the call is about: calling from it registers the call there (API-43). None outside an alarm. */
  alarmId?: number | null;
  /** The contact's ContactId; 0 (the default) for the alarmed user's own callback number. */
  contactId?: number;
  /** What a list shows for no number at all; without it a calling mode says noNumberToDial (VALID-23). */
  whenEmpty?: string;
}

/**
 * Every number the operator may call, in the session's telephony mode (see callTarget): a tel, callto or local
 * softphone link, the cloud softphone's Call button, a number to copy (external) or plain text (none, read-only).
 * Calling from an alarm through a link registers the call with the server through the outbox; the cloud softphone's
 * call is logged by the server itself, naming the party (one line, not two: qa-handling P3-6).
 */
export function CallNumber({ value, alarmId = null, contactId = 0, whenEmpty }: CallNumberProps) {
  const { t } = useTranslation();
  const options = useCallOptions();
  const send = useSend();
  const [error, setError] = useState<string | null>(null);
  const shown = (value ?? '').trim();
  if (!shown && whenEmpty !== undefined) return whenEmpty;
  if (!options) return <span>{shown || '–'}</span>;
  const target = callTarget(value, options);
  const label = t('callLinks.call', { number: shown });

  async function register(dialled: string) {
    if (alarmId === null) return;
    const result = await send('registerCall', {
      params: { alarm_id: alarmId, contact_id: contactId },
      body: { TelephoneNumber: dialled.slice(0, LIMITS.registeredPhone) },
    });
    setError(result.ok ? null : messageText(t, result));
  }

  let control: ReactNode;
  switch (target.kind) {
    case 'text':
      return <span>{shown || '–'}</span>;
    case 'noNumber':
      control = (
        <>
          {shown ? <span>{shown} </span> : null}
          <span className="call-number__none">{t('messages.noNumberToDial')}</span>
        </>
      );
      break;
    case 'copy':
      control = <CopyNumber shown={shown} copied={target.copied} />;
      break;
    case 'link':
      control = (
        <a href={target.href} aria-label={label} onClick={() => void register(target.dialled)}>
          {shown}
        </a>
      );
      break;
    case 'softphone':
      control = <SoftphoneCall shown={shown} label={label} dialled={target.dialled} alarmId={alarmId} onError={setError} />;
  }
  return (
    <span className="call-number" {...focusScope}>
      {control}
      {error ? (
        <span role="alert" className="call-number__error">
          {error}
        </span>
      ) : null}
    </span>
  );
}

/** CALL-06: the external integration places the call; the operator may copy the number for it. */
function CopyNumber({ shown, copied }: { shown: string; copied: string }) {
  const { t } = useTranslation();
  const [status, setStatus] = useState('');
  async function copy() {
    try {
      await navigator.clipboard.writeText(copied);
      setStatus(t('callLinks.copied'));
    } catch {
      setStatus(t('callLinks.copyFailed'));
    }
  }
  return (
    <>
      <span>{shown}</span>{' '}
      <Button variant="ghost" aria-label={t('callLinks.copy', { number: shown })} onClick={() => void copy()}>
        {t('callLinks.copyButton')}
      </Button>
      <span role="status">{status}</span>
    </>
  );
}

interface SoftphoneCallProps {
  shown: string;
  label: string;
  dialled: string;
  alarmId: number | null;
  onError(text: string | null): void;
}

/** Cloud mode: the number with a Call button that has the page's softphone dial it. */
function SoftphoneCall({ shown, label, dialled, alarmId, onError }: SoftphoneCallProps) {
  const { t } = useTranslation();
  const dial = useSoftphoneDial();
  const [pending, setPending] = useState(false);
  async function call() {
    setPending(true);
    const outcome = await dial(dialled, alarmId);
    setPending(false);
    if (outcome.ok) onError(null);
    else onError(outcome.messageKey ? messageText(t, outcome) : t('callLinks.softphoneUnavailable'));
  }
  return (
    <>
      <span>{shown}</span>{' '}
      <Button variant="secondary" pending={pending} aria-label={label} onClick={() => void call()}>
        {t('callLinks.callButton')}
      </Button>
    </>
  );
}
