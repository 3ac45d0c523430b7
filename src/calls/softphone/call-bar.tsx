import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { focusSuccessor } from '../../alarms/focus-scope.ts';
import { autoHangUp } from './auto-hang-up.ts';
import { CallDetails } from './call-details.tsx';
import { callTimerText } from './call-timer.ts';
import type { SoftphoneState } from './softphone-capability.ts';
import { isLive } from './softphone-controller.ts';

/**
 * The current call (CALL-27..29): its state, the other party, a timer ticking every second from the start of media
 * (frozen and kept after the end), the automatic hang-up time when given with a warning in its last minute
 * (qa-handling P2-13), hang up, mute, and the microphone and caller levels.
 */
export function CallBar({ state, onHangUp, onMute }: { state: SoftphoneState; onHangUp(): void; onMute(muted: boolean): void }) {
  const { t } = useTranslation();
  const call = state.current;
  const [now, setNow] = useState(() => Date.now());
  const ticking = call !== null && call.startedAt !== null && call.endedAt === null;
  useEffect(() => {
    if (!ticking) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [ticking]);
  if (!call) return null;
  const party = call.direction === 'incoming' ? call.from : call.to;
  const live = isLive(call);
  const hangUp = autoHangUp(call.autoHangUpAt, now);
  const warning = live && hangUp?.secondsLeft != null;
  return (
    // The accepted call's strip hands the focus to the bar (qa-handling P2-1).
    <section className="softphone-bar" aria-label={t('softphone.bar.label')} tabIndex={-1} {...focusSuccessor}>
      <span>{t(`softphone.phase.${call.phase}`)}</span>
      <span>{call.callerText ? `${call.callerText} (${party})` : party}</span>
      <span role="timer" aria-label={t('softphone.bar.timer')}>
        {callTimerText(call.startedAt, call.endedAt, now)}
      </span>
      {hangUp ? <span>{t('softphone.bar.autoHangUp', { time: hangUp.time })}</span> : null}
      {/* Announced once, politely; the countdown beside it is for the eyes only. */}
      <span role="status" className={warning ? 'softphone-bar__warning' : undefined}>
        {warning ? t('softphone.bar.autoHangUpSoon', { time: hangUp.time }) : null}
      </span>
      {warning ? (
        <span className="softphone-bar__warning" aria-hidden="true">
          {t('softphone.bar.autoHangUpCountdown', { seconds: hangUp.secondsLeft })}
        </span>
      ) : null}
      {live ? (
        <>
          <meter aria-label={t('softphone.bar.microphone')} min={0} max={1} value={state.levels.input} />
          <meter aria-label={t('softphone.bar.caller')} min={0} max={1} value={state.levels.output} />
          <button type="button" aria-pressed={call.muted} onClick={() => onMute(!call.muted)}>
            {t('softphone.bar.mute')}
          </button>
          <button type="button" className="button-danger" onClick={onHangUp}>
            {t('softphone.bar.hangUp')}
          </button>
        </>
      ) : null}
      <CallDetails call={call} now={now} />
    </section>
  );
}
