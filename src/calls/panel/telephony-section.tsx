import { useSession } from '../../db/hooks.ts';
import { CallsPanel } from './calls-panel.tsx';
import { useSoftphoneView } from './use-softphone-view.ts';

/** The alarm page's telephony (cloud mode only, calls §2): the calls panel. */
export function TelephonySection({ alarmId }: { alarmId: number }) {
  const session = useSession();
  const softphone = useSoftphoneView();
  if (session?.telephony !== 'cloud') return null;
  return <CallsPanel softphone={softphone} alarmId={alarmId} />;
}
