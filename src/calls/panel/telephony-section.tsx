import { useSession } from '../../db/hooks.ts';
import { hasPushToTalk, inCallCommands, splitCalls, unitKeys } from '../../domain/calls.ts';
import { CallsPanel } from './calls-panel.tsx';
import { ManageAlarm } from './manage-alarm.tsx';
import { softphoneConnected } from './softphone-connected.ts';
import { useCallShortcuts } from './use-call-shortcuts.ts';
import { useCalls } from './use-calls.ts';
import { type SoftphoneView, useSoftphoneView } from '../softphone/softphone-view.tsx';
import { useTones } from './use-tones.ts';

/** The alarm page's telephony (cloud mode only, calls §2): Manage alarm, its shortcuts and the calls panel. */
export function TelephonySection({ alarmId, globalAlarmId }: { alarmId: number; globalAlarmId: string | null }) {
  const session = useSession();
  const softphone = useSoftphoneView();
  if (session?.telephony !== 'cloud') return null;
  return <Telephony softphone={softphone} alarmId={alarmId} globalAlarmId={globalAlarmId} />;
}

export function Telephony({ softphone, alarmId, globalAlarmId }: { softphone: SoftphoneView; alarmId: number; globalAlarmId: string | null }) {
  const { calls } = useCalls();
  const hasActiveCall = splitCalls(calls).active !== null;
  const tones = useTones(softphone, hasActiveCall);
  const keys = unitKeys(calls, globalAlarmId, softphoneConnected(softphone.state));
  useCallShortcuts({
    inCall: keys === 'unit',
    pushToTalk: hasPushToTalk(calls),
    talk: () => void tones.sendMode('talk'),
    listen: () => void tones.sendMode('hear'),
    togglePtt: () => void tones.toggle(),
  });
  return (
    <div className="telephony-section">
      <ManageAlarm tones={tones} commands={inCallCommands(calls)} hasActiveCall={hasActiveCall} unitKeys={keys} />
      <CallsPanel softphone={softphone} alarmId={alarmId} globalAlarmId={globalAlarmId} />
    </div>
  );
}
