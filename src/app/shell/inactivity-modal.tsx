import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSettings } from '../../db/hooks.ts';
import { INACTIVITY_COUNTDOWN_S, INACTIVITY_KEPT_CHIME_MS } from '../../domain/constants.ts';
import { createTonePlayer } from '../../alarms/sound/tone-player.ts';
import { Button } from '../../ui/button.tsx';
import { Modal } from '../../ui/modal.tsx';
import { useSnackbar } from '../../ui/snackbar.tsx';
import { messageText } from '../../i18n/message-text.ts';
import { useAlarmCounts } from '../use-alarm-counts.ts';
import { useLogout } from '../use-logout.ts';

/** The reminder chime: the operator must notice the countdown even when looking elsewhere. */
const tones = createTonePlayer();

const ACTIVITY_EVENTS = ['click', 'scroll', 'keydown', 'pointerdown'] as const;

/**
 * SESSION-25..29: after InactivityCheckInterval ms without a click or scroll, a modal sounds and counts down
 * InactivityModalTimeout seconds (default 30); Continue starts over, 0 or Logout logs out with a message.
 * Without InactivityCheckInterval the check is off. Every second of the countdown chimes; an operator
 * who owns active alarms is not logged out at 0 (her alarms would be left with nobody watching them, and the
 * contract has no call to hand them back): the session stays, the modal says why and keeps chiming until she
 * answers.
 */
export function InactivityModal() {
  const { t } = useTranslation();
  const settings = useSettings();
  const logout = useLogout();
  const snackbar = useSnackbar();
  const intervalMs = settings?.InactivityCheckInterval;
  const countdownS = settings?.InactivityModalTimeout ?? INACTIVITY_COUNTDOWN_S;
  const [remaining, setRemaining] = useState<number | null>(null);
  const { mine } = useAlarmCounts();
  const kept = remaining === 0 && mine > 0;
  const lastActivity = useRef(Date.now());

  const reset = useCallback(() => {
    lastActivity.current = Date.now();
    setRemaining(null);
  }, []);

  // Watch for activity while the modal is closed; open it when the interval has passed.
  useEffect(() => {
    if (!intervalMs || intervalMs <= 0 || remaining !== null) return;
    const touch = () => {
      lastActivity.current = Date.now();
    };
    for (const name of ACTIVITY_EVENTS) window.addEventListener(name, touch, { capture: true, passive: true });
    const check = setInterval(() => {
      if (Date.now() - lastActivity.current >= intervalMs) setRemaining(countdownS);
    }, Math.min(intervalMs, 1000));
    return () => {
      clearInterval(check);
      for (const name of ACTIVITY_EVENTS) window.removeEventListener(name, touch, { capture: true });
    };
  }, [intervalMs, countdownS, remaining]);

  const logoutNow = useCallback(async () => {
    const result = await logout('INACTIVITY_LOGOUT');
    if (!result.ok) snackbar.show(t('logout.failed', { message: messageText(t, result) }), { tone: 'error' });
  }, [logout, snackbar, t]);

  // Count down once a second; at 0 log out.
  const open = remaining !== null;
  useEffect(() => {
    if (!open) return;
    const tick = setInterval(() => setRemaining((value) => (value === null ? null : Math.max(0, value - 1))), 1000);
    return () => clearInterval(tick);
  }, [open]);
  useEffect(() => {
    if (remaining !== null && remaining > 0) tones.play('reminder', 1);
  }, [remaining]);
  useEffect(() => {
    if (remaining === 0 && mine === 0) void logoutNow();
  }, [remaining, mine, logoutNow]);
  useEffect(() => {
    if (!kept) return;
    tones.play('reminder', 1);
    const chime = setInterval(() => tones.play('reminder', 1), INACTIVITY_KEPT_CHIME_MS);
    return () => clearInterval(chime);
  }, [kept]);

  return (
    <Modal
      open={open}
      role="alertdialog"
      title={t('inactivity.title')}
      actions={
        <>
          <Button onClick={() => void logoutNow()}>{t('inactivity.logout')}</Button>
          <Button variant="primary" onClick={reset}>
            {t('inactivity.continue')}
          </Button>
        </>
      }
    >
      <p aria-live="polite">{kept ? t('inactivity.kept', { count: mine }) : t('inactivity.body', { count: remaining ?? countdownS })}</p>
    </Modal>
  );
}
