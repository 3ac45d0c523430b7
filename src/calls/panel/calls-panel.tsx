import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MessageKey } from '../../contract/message-keys.ts';
import { callStatus, offersTakeAlarmCall, participantLabel, splitCalls } from '../../domain/calls.ts';
import { Button } from '../../ui/button.tsx';
import { callLabel } from './call-label.ts';
import { DialPad } from './dial-pad.tsx';
import { HeldCalls } from './held-calls.tsx';
import { MissedCall } from './missed-call.tsx';
import { useCallCommands } from './use-call-commands.ts';
import { useCalls } from './use-calls.ts';
import type { SoftphoneView } from '../softphone/softphone-view.tsx';
import './calls-panel.css';

export interface CallsPanelProps {
  softphone: SoftphoneView;
  /** The alarm a dialled call belongs to. */
  alarmId: number | null;
  globalAlarmId: string | null;
}

/**
 * The calls panel (calls §2): the call status, the active call with hold and leave, its participants, the held
 * calls with resume and join, and a dial pad. Calls come from IndexedDB; the softphone's state from its owner tab.
 */
export function CallsPanel({ softphone, alarmId, globalAlarmId }: CallsPanelProps) {
  const { t } = useTranslation();
  const { calls, loadFailed } = useCalls();
  const commands = useCallCommands(softphone);
  const [padError, setPadError] = useState<MessageKey | null>(null);
  const { active, held } = splitCalls(calls);
  const current = softphone.state?.current ?? null;
  const status = callStatus({
    calls,
    ringing: (softphone.state?.incoming.length ?? 0) > 0,
    dialledOut: current?.direction === 'outgoing' && current.endedAt === null,
  });
  const error = commands.error ?? padError;
  const busy = commands.pending !== null;

  return (
    <section className="calls-panel" aria-labelledby="calls-panel-title">
      <h2 id="calls-panel-title">{t('callsPanel.title')}</h2>
      <p role="status" className="calls-panel__status">
        {status ? t(`callsPanel.status.${status}`, { count: held.length }) : active ? t('callsPanel.status.active') : t('callsPanel.status.none')}
      </p>
      {alarmId !== null ? <MissedCall softphone={softphone} alarmId={alarmId} /> : null}
      {loadFailed ? (
        <p role="alert" className="calls-panel__error">
          {t('messages.ERROR_CALL_FETCH')}
        </p>
      ) : null}
      {error ? (
        <p role="alert" className="calls-panel__error">
          {t(`messages.${error}`)}
        </p>
      ) : null}
      {active ? (
        <section className="calls-panel__active" aria-label={t('callsPanel.activeCall')}>
          <h3>{callLabel(active)}</h3>
          {(active.Participants?.length ?? 0) > 0 ? (
            <ul aria-label={t('callsPanel.participants')}>
              {active.Participants?.map((participant, index) => <li key={index}>{participantLabel(participant)}</li>)}
            </ul>
          ) : null}
          <div className="calls-panel__actions">
            <Button onClick={() => void commands.hold(active)} pending={commands.pending === 'hold'} disabled={busy}>
              {t('callsPanel.hold')}
            </Button>
            {active.LeaveConferenceAllowed === true ? (
              <Button onClick={() => void commands.leave(active)} pending={commands.pending === 'leave'} disabled={busy}>
                {t('callsPanel.leaveConference')}
              </Button>
            ) : null}
          </div>
        </section>
      ) : offersTakeAlarmCall(held, globalAlarmId) ? (
        <Button onClick={() => alarmId !== null && void commands.takeAlarmCall(alarmId)} pending={commands.pending === 'take'} disabled={busy || alarmId === null}>
          {t('callsPanel.takeAlarmCall')}
        </Button>
      ) : null}
      <HeldCalls held={held} busy={busy} onResume={(call) => void commands.resume(call)} onJoin={(call) => active && void commands.join(call, active)} />
      <DialPad softphone={softphone} alarmId={alarmId} onError={setPadError} />
    </section>
  );
}
