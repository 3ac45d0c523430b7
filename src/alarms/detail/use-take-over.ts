import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSend } from '../../sync-client/engine-context.tsx';
import { EngineErrorCode } from '../../sync-client/failure.ts';
import { messageText } from '../../i18n/message-text.ts';

export interface TakeOverControl {
  confirming: boolean;
  /** pendingTakeOverId of core §4: the alarm whose forced accept is in flight. */
  pendingTakeOverId: number | null;
  error: string | null;
  request(): void;
  /** Takes an alarm nobody handles: a plain accept, no confirmation, no force. */
  take(): Promise<void>;
  confirm(): Promise<void>;
  cancel(): void;
  dismissError(): void;
}

/**
 * Take over (DETAIL-09..11): confirm first, then accept with force; an overlay shows while it is pending. An alarm
 * nobody handles is simply taken.
 */
export function useTakeOver(alarmId: number): TakeOverControl {
  const { t } = useTranslation('alarm');
  const send = useSend();
  const [confirming, setConfirming] = useState(false);
  const [pendingTakeOverId, setPending] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);

  const accept = useCallback(async (force: boolean) => {
    setConfirming(false);
    setError(null);
    setPending(alarmId);
    const result = await send('accept', { params: { alarm_id: alarmId }, body: { alarm_id: alarmId, force } });
    setPending(null);
    if (!result.ok) {
      setError(
        result.code === EngineErrorCode.ALARM_CANT_TAKE ? t('accept.cantTake') : t('accept.failed', { message: messageText(t, result) }),
      );
    }
  }, [alarmId, send, t]);

  return {
    confirming,
    pendingTakeOverId,
    error,
    request: () => setConfirming(true),
    take: () => accept(false),
    confirm: () => accept(true),
    cancel: () => setConfirming(false),
    dismissError: () => setError(null),
  };
}
