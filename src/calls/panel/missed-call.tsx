import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime, timeFormatFrom } from '../../alarms/format-time.ts';
import { useAlarmDetails, useSettings } from '../../db/hooks.ts';
import { missedCall } from '../../domain/missed-call.ts';
import { Button } from '../../ui/button.tsx';
import { useSoftphoneDial } from '../links/use-softphone-dial.ts';
import type { SoftphoneView } from '../softphone/softphone-view.tsx';

/**
 * The alarm's missed call with a Call back (qa-handling P2-2), from the alarm's log as the server wrote it: shown
 * until a later call line answers it.
 */
export function MissedCall({ softphone, alarmId }: { softphone: SoftphoneView; alarmId: number }) {
  const { t } = useTranslation();
  const details = useAlarmDetails(alarmId);
  const settings = useSettings();
  const dial = useSoftphoneDial(softphone);
  const [pending, setPending] = useState(false);
  const [failed, setFailed] = useState(false);
  const missed = missedCall(details?.Logs ?? []);
  if (!missed) return null;

  async function callBack(number: string) {
    setPending(true);
    const outcome = await dial(number, alarmId);
    setPending(false);
    setFailed(!outcome.ok);
  }
  return (
    <section className="calls-panel__missed" aria-label={t('callsPanel.missed.title')}>
      <p>{t('callsPanel.missed.text', { party: missed.party, time: formatDateTime(missed.at, timeFormatFrom(settings)) })}</p>
      <Button variant="secondary" pending={pending} onClick={() => void callBack(missed.number)} aria-label={t('callsPanel.missed.callBackTo', { party: missed.party })}>
        {t('callsPanel.missed.callBack')}
      </Button>
      {failed ? (
        <p role="alert" className="calls-panel__error">
          {t('callLinks.softphoneUnavailable')}
        </p>
      ) : null}
    </section>
  );
}
