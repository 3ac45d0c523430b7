import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { focusSuccessor } from '../../ui/focus-scope.ts';
import { participantLabel } from '../../domain/calls.ts';
import { Button } from '../../ui/button.tsx';
import { autoHangUp } from './auto-hang-up.ts';
import { CallDetails } from './call-details.tsx';
import { callTimerText } from './call-timer.ts';
import type { SoftphoneState } from './softphone-capability.ts';
import { isLive } from './softphone-state.ts';

/**
 * The current call (CALL-27..29): its state, the other party, a timer ticking every second from the start of media
 * (frozen and kept after the end), the automatic hang-up time when given with a warning in its last minute
 * (qa-handling P2-13), hang up, mute, and the microphone and caller levels, each named on screen. During a conference
 * the bar names the conference and its number of parties, not the last party (qa-handling P3-4).
 */
export function CallBar({ state, conference = null, onHangUp, onMute }: { state: SoftphoneState; conference?: number | null; onHangUp(): void; onMute(muted: boolean): void }) {
  const { t } = useTranslation();
  const id = useId();
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
      {/* An unknown number is its own name: shown once (qa-handling P3-2). */}
      <span>{conference !== null ? t('softphone.bar.conference', { count: conference }) : participantLabel({ DisplayName: call.callerText, TelephoneNumber: party })}</span>
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
          <span className="softphone-bar__level">
            <span id={`${id}-microphone`}>{t('softphone.bar.microphone')}</span>
            <meter aria-labelledby={`${id}-microphone`} min={0} max={1} value={state.levels.input} />
          </span>
          <span className="softphone-bar__level">
            <span id={`${id}-caller`}>{t('softphone.bar.caller')}</span>
            <meter aria-labelledby={`${id}-caller`} min={0} max={1} value={state.levels.output} />
          </span>
          <Button aria-pressed={call.muted} onClick={() => onMute(!call.muted)}>
            {t('softphone.bar.mute')}
          </Button>
          {/* While the alarm unit's hang-up digit is out the call waits to be disconnected: no second hang-up (VALID-29). */}
          <Button variant="danger" disabled={call.hangingUp} onClick={onHangUp}>
            {t(call.hangingUp ? 'softphone.bar.hangingUp' : 'softphone.bar.hangUp')}
          </Button>
        </>
      ) : null}
      <CallDetails call={call} now={now} />
    </section>
  );
}
