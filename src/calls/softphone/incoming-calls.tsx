import { useTranslation } from 'react-i18next';
import type { SoftphoneCall } from './softphone-capability.ts';

/** CALL-08: each incoming call, with accept and reject; it stays until handled (or the caller gives up). */
export function IncomingCalls({ calls, onAccept, onReject }: { calls: readonly SoftphoneCall[]; onAccept(callSid: string): void; onReject(callSid: string): void }) {
  const { t } = useTranslation();
  return calls.map((call) => {
    const caller = call.callerText ? `${call.callerText} (${call.from})` : call.from;
    return (
      <section key={call.callSid} className="softphone-incoming" role="alert" aria-label={t('softphone.incoming.label', { caller })}>
        <p>{t('softphone.incoming.text', { caller })}</p>
        <button type="button" className="button-primary" onClick={() => onAccept(call.callSid)}>
          {t('softphone.incoming.accept')}
        </button>
        <button type="button" onClick={() => onReject(call.callSid)}>
          {t('softphone.incoming.reject')}
        </button>
      </section>
    );
  });
}
