import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import type { ListedAlarm } from '../db/rows.ts';
import type { AlarmState } from '../domain/alarm-state.ts';
import { ACCEPT_BLOCKED_NOTICE_MS, SNACKBAR_MS } from '../domain/constants.ts';
import { useSend } from '../sync-client/engine-context.tsx';
import { clickAction, noteAccepted } from './accept-gate.ts';
import { alarmPath } from './alarm-path.ts';
import { messageText } from '../app/message-text.ts';

export interface Notice {
  id: number;
  text: string;
  tone: 'error' | 'info';
  /** An accept lost to another operator: the list names them once their take arrives. */
  lostAlarmId?: number;
}

/**
 * Opening an alarm from the list (core §4): an unanswered alarm not owned by the operator, outside read-only mode,
 * is accepted first (subject to LIMIT_ACCEPT), then opened; an owned alarm, another's alarm or read-only mode just
 * navigates. Failures become a notice for the list to show.
 */
export function useAlarmOpener(options: { readOnly: boolean; limitAcceptMs: number }) {
  const { readOnly, limitAcceptMs } = options;
  const send = useSend();
  const navigate = useNavigate();
  const { t } = useTranslation('alarm');
  const [pendingId, setPendingId] = useState<number | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const noticeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const nextNotice = useRef(1);
  // Where the operator is now: an accept answered late must not pull them away from where they went meanwhile.
  const location = useLocation();
  const locationKey = useRef(location.key);
  locationKey.current = location.key;

  const showNotice = useCallback((text: string, tone: Notice['tone'], ms: number, lostAlarmId?: number) => {
    clearTimeout(noticeTimer.current);
    const id = nextNotice.current++;
    setNotice({ id, text, tone, ...(lostAlarmId === undefined ? {} : { lostAlarmId }) });
    noticeTimer.current = setTimeout(() => setNotice((current) => (current?.id === id ? null : current)), ms);
  }, []);

  const open = useCallback(
    async (alarm: ListedAlarm, state: AlarmState) => {
      const path = alarmPath(alarm);
      const action = clickAction(state, readOnly, limitAcceptMs, Date.now());
      if (action === 'navigate') {
        navigate(path);
        return;
      }
      if (action === 'blocked') {
        showNotice(t('accept.limitBlocked'), 'error', ACCEPT_BLOCKED_NOTICE_MS);
        return;
      }
      setPendingId(alarm.AlarmId);
      const clickedAt = locationKey.current;
      const result = await send('accept', { params: { alarm_id: alarm.AlarmId }, body: { alarm_id: alarm.AlarmId, force: false } });
      if (result.ok) {
        noteAccepted(Date.now());
        if (locationKey.current !== clickedAt) {
          setPendingId(null);
          showNotice(t('accept.takenWhileAway', { id: alarm.AlarmId }), 'info', SNACKBAR_MS);
          return;
        }
        // Pending until the alarm page is routed, so focus that leaves with the accepted row waits for the page.
        await navigate(path);
        setPendingId(null);
        return;
      }
      setPendingId(null);
      if (result.messageKey === 'ALARM_CANT_TAKE') {
        showNotice(t('accept.cantTake'), 'error', SNACKBAR_MS, alarm.AlarmId);
      } else {
        showNotice(t('accept.failed', { message: messageText(t, result) }), 'error', SNACKBAR_MS);
      }
    },
    [send, limitAcceptMs, navigate, readOnly, showNotice, t],
  );

  return { open, pendingId, notice };
}
