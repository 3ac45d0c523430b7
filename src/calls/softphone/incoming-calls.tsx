import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/button.tsx';
import type { IncomingCaller } from './incoming-caller.ts';
import type { SoftphoneCall } from './softphone-capability.ts';

export interface IncomingCallsProps {
  calls: readonly SoftphoneCall[];
  /** Who rings and about which alarm, per call sid, where the engine knows (qa-handling P2-14). */
  callers?: ReadonlyMap<string, IncomingCaller> | undefined;
  onAccept(callSid: string): void;
  onReject(callSid: string): void;
}

/**
 * CALL-08: each incoming call, with accept and reject; it stays until handled (or the caller gives up). It names
 * the caller and the alarm when known, so the operator knows who rings before answering.
 */
export function IncomingCalls({ calls, callers, onAccept, onReject }: IncomingCallsProps) {
  const { t } = useTranslation();
  return calls.map((call) => {
    const known = callers?.get(call.callSid);
    const name = known?.name ?? call.callerText;
    const caller = name ? `${name} (${call.from})` : call.from;
    const text = known?.alarm ? t('softphone.incoming.textAbout', { caller, alarmId: known.alarm.id, alarmText: known.alarm.text }) : t('softphone.incoming.text', { caller });
    return (
      <section key={call.callSid} className="softphone-incoming" role="alert" aria-label={text}>
        <p>{text}</p>
        <Button variant="primary" className="softphone-incoming__answer" onClick={() => onAccept(call.callSid)}>
          {t('softphone.incoming.accept')}
        </Button>
        <Button variant="danger" className="softphone-incoming__answer" onClick={() => onReject(call.callSid)}>
          {t('softphone.incoming.reject')}
        </Button>
      </section>
    );
  });
}
