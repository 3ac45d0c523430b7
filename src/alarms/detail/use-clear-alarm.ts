import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSend } from '../../sync-client/engine-context.tsx';
import { messageText } from '../../i18n/message-text.ts';

export type ClearPhase = { phase: 'idle' } | { phase: 'confirm' } | { phase: 'pending' } | { phase: 'error'; message: string };

export interface ClearControl {
  state: ClearPhase;
  /** The Clear button (and Ctrl+Z): asks for confirmation first (DIALOG-02). */
  request(): void;
  /** Confirmed, or Ctrl+Enter: posts the clear. */
  clear(): Promise<void>;
  cancel(): void;
  dismissError(): void;
}

/** The server's code for "reason and action are missing" (DETAIL-22). */
const CONDITIONS_NOT_MET = 'CONDITIONS_NOT_MET';

/**
 * Clearing the alarm (core §4): confirm, a pending spinner, then close on success; a failure stays as a red button
 * with the message until clicked (DETAIL-20..22).
 */
export function useClearAlarm(alarmId: number, onCleared: () => void): ClearControl {
  const { t } = useTranslation('alarm');
  const send = useSend();
  const [state, setState] = useState<ClearPhase>({ phase: 'idle' });

  const clear = useCallback(async () => {
    setState({ phase: 'pending' });
    const result = await send('clear', { params: { alarm_id: alarmId } });
    if (result.ok) {
      setState({ phase: 'idle' });
      onCleared();
      return;
    }
    const conditions = result.code === CONDITIONS_NOT_MET;
    setState({
      phase: 'error',
      message: conditions ? t('clear.conditionsNotMet') : t('clear.failed', { message: messageText(t, result) }),
    });
  }, [alarmId, send, onCleared, t]);

  return {
    state,
    request: () => setState({ phase: 'confirm' }),
    clear,
    cancel: () => setState({ phase: 'idle' }),
    dismissError: () => setState({ phase: 'idle' }),
  };
}
