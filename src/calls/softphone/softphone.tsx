import { useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { readList } from '../../domain/settings.ts';
import { usePrefs, useSettings } from '../../db/hooks.ts';
import { createActionGate } from './action-gate.ts';
import { playBusyTone } from './busy-tone.ts';
import { CallBar } from './call-bar.tsx';
import { IncomingCalls } from './incoming-calls.tsx';
import { softphoneCodecs } from './softphone-codecs.ts';
import { SoftphoneNotices } from './softphone-notices.tsx';
import { softphoneShortcut } from './softphone-shortcuts.ts';
import type { SoftphoneSend } from './softphone-send.ts';
import { SOFTPHONE_SOUNDS } from './softphone-sounds.ts';
import { useSoftphone } from './use-softphone.ts';
import { createVoiceDevice } from './voice-device.ts';
import './softphone.css';

/**
 * The cloud softphone in this tab (loaded only for cloud telephony, so other modes never load the voice SDK): the
 * tab that owns it runs the Device; every tab shows the incoming calls, the current call and the notices.
 */
export function Softphone() {
  const { t } = useTranslation();
  const settings = useSettings();
  const prefs = usePrefs();
  const codecs = softphoneCodecs(prefs?.softphoneCodecs, settings?.TWILLIO_CODEC_LIST);
  const closeProtection = t('softphone.closeProtection');
  const device = useMemo(
    () => ({
      createDevice: (voiceToken: Parameters<typeof createVoiceDevice>[0]['voiceToken']) =>
        createVoiceDevice({ voiceToken, codecs, sounds: SOFTPHONE_SOUNDS, closeProtection }),
      playBusyTone,
    }),
    // The Device is created once per ownership with the codecs of that moment.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [codecs.join(), closeProtection],
  );
  const autoAnswer = useMemo(() => readList(settings?.raw.SOFTPHONE_AUTO_ANSWER), [settings]);
  const { state, send } = useSoftphone({ device, autoAnswer });
  return state ? <SoftphoneView state={state} send={send} /> : null;
}

export function SoftphoneView({ state, send }: { state: NonNullable<ReturnType<typeof useSoftphone>['state']>; send: SoftphoneSend }) {
  const gate = useRef(createActionGate());
  const act = (action: string, run: () => void) => {
    if (gate.current(action, Date.now())) run();
  };
  const latest = useRef({ state, send, act });
  latest.current = { state, send, act };
  useEffect(() => {
    // Capture phase: before the alarm template's own Ctrl keys, which leave a prevented key alone.
    const onKeyDown = (event: KeyboardEvent) => {
      const { state: now, send: run, act: gated } = latest.current;
      const shortcut = softphoneShortcut(event, now);
      if (!shortcut) return;
      event.preventDefault();
      if (shortcut.command === 'hangup') gated('hangup', () => void run('hangup', { keepHeld: false }));
      else gated(`accept:${shortcut.callSid}`, () => void run('accept', { callSid: shortcut.callSid }));
    };
    window.addEventListener('keydown', onKeyDown, { capture: true });
    return () => window.removeEventListener('keydown', onKeyDown, { capture: true });
  }, []);
  return (
    <div className="softphone">
      <IncomingCalls
        calls={state.incoming}
        onAccept={(callSid) => act(`accept:${callSid}`, () => void send('accept', { callSid }))}
        onReject={(callSid) => act(`reject:${callSid}`, () => void send('reject', { callSid }))}
      />
      <CallBar state={state} onHangUp={() => act('hangup', () => void send('hangup', { keepHeld: false }))} onMute={(muted) => act('mute', () => void send('mute', { muted }))} />
      <SoftphoneNotices notices={state.notices} onDismiss={(id) => void send('dismissNotice', { id })} />
    </div>
  );
}
