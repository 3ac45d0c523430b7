import { useState } from 'react';
import type { MessageKey } from '../../contract/message-keys.ts';
import { useTranslation } from 'react-i18next';
import { focusScope } from '../../ui/focus-scope.ts';
import { DIAL_PAD_KEYS } from '../../domain/calls.ts';
import { useSoftphoneDial } from '../links/use-softphone-dial.ts';
import { Button } from '../../ui/button.tsx';
import { softphoneConnected } from './softphone-connected.ts';
import { softphoneError, type SoftphoneView } from '../softphone/softphone-view.tsx';

/**
 * The calls panel's dial pad (CALL-22): during a connected call a key sends its tone; otherwise keys build a
 * number the softphone dials.
 */
export function DialPad({ softphone, alarmId, onError }: { softphone: SoftphoneView; alarmId: number | null; onError(key: MessageKey | null): void }) {
  const { t } = useTranslation();
  const [number, setNumber] = useState('');
  const inCall = softphoneConnected(softphone.state);
  const dialNumber = useSoftphoneDial(softphone);

  async function press(key: string) {
    if (!inCall) {
      setNumber((current) => current + key);
      return;
    }
    onError(softphoneError(await softphone.send('sendDigits', { digits: key })));
  }

  async function dial() {
    const to = number.trim();
    if (!to) return;
    const outcome = await dialNumber(to, alarmId);
    onError(softphoneError(outcome));
    if (outcome.ok) setNumber('');
  }

  return (
    <div className="dial-pad" role="group" aria-label={t('callsPanel.dialPad')} {...focusScope}>
      {inCall ? null : (
        <input
          type="tel"
          aria-label={t('callsPanel.numberToDial')}
          value={number}
          maxLength={200}
          onChange={(event) => setNumber(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') void dial();
          }}
        />
      )}
      <div className="dial-pad__keys">
        {DIAL_PAD_KEYS.map((key) => (
          <Button key={key} onClick={() => void press(key)} aria-label={t(inCall ? 'callsPanel.sendTone' : 'callsPanel.key', { key })}>
            {key}
          </Button>
        ))}
      </div>
      {inCall ? null : (
        <Button variant="primary" onClick={() => void dial()} disabled={!number.trim()}>
          {t('callsPanel.dial')}
        </Button>
      )}
    </div>
  );
}
