import { useTranslation } from 'react-i18next';
import type { Call } from '../../contract/entities/calls.ts';
import { Button } from '../../ui/button.tsx';
import { callLabel } from './call-label.ts';

/** More held calls than this scroll (CALL-23). */
export const HELD_VISIBLE = 6;

export interface HeldCallsProps {
  held: Call[];
  /** Resume (unhold) a held call (CALL-13). */
  onResume(call: Call): void;
  /** Join a held call into the active call; offered only on a call with JoinConferenceAllowed (CALL-25). */
  onJoin(call: Call): void;
  busy: boolean;
}

/** The held-calls list of the calls panel. */
export function HeldCalls({ held, onResume, onJoin, busy }: HeldCallsProps) {
  const { t } = useTranslation();
  if (held.length === 0) return null;
  return (
    <section className="calls-panel__held" aria-label={t('callsPanel.held')}>
      <h3>{t('callsPanel.heldCount', { count: held.length })}</h3>
      <ul className={held.length > HELD_VISIBLE ? 'calls-panel__held-list calls-panel__held-list--scroll' : 'calls-panel__held-list'}>
        {held.map((call) => {
          const label = callLabel(call);
          return (
            <li key={call.CallSid}>
              <span>{label}</span>
              <Button onClick={() => onResume(call)} disabled={busy} aria-label={t('callsPanel.resumeCall', { call: label })}>
                {t('callsPanel.resume')}
              </Button>
              {call.JoinConferenceAllowed === true ? (
                <Button onClick={() => onJoin(call)} disabled={busy} aria-label={t('callsPanel.joinCall', { call: label })}>
                  {t('callsPanel.join')}
                </Button>
              ) : null}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
