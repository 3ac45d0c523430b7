import { useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { Device } from '@twilio/voice-sdk';
import type { Call, VoiceToken } from '../../contract/entities/calls.ts';
import { focusScope } from '../../ui/focus-scope.ts';
import { readList } from '../../domain/settings.ts';
import { usePrefs, useSettings } from '../../db/hooks.ts';
import { createActionGate } from './action-gate.ts';
import { applyAudioPrefs } from './apply-audio-prefs.ts';
import { readAudioPrefs } from './audio-prefs.ts';
import { playBusyTone } from './busy-tone.ts';
import { CallBar } from './call-bar.tsx';
import { unitHangupDigit } from './hangup-digit.ts';
import type { IncomingCaller } from './incoming-caller.ts';
import { IncomingCalls } from './incoming-calls.tsx';
import type { SoftphoneCall, SoftphoneState } from './softphone-capability.ts';
import { SoftphoneNotices } from './softphone-notices.tsx';
import { softphoneShortcut } from './softphone-shortcuts.ts';
import type { SoftphoneSend } from './softphone-send.ts';
import { SOFTPHONE_SOUNDS } from './softphone-sounds.ts';
import { useCallRow } from './use-call-row.ts';
import { useIncomingCallers } from './use-incoming-callers.ts';
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
  const audio = useMemo(() => readAudioPrefs(prefs ?? {}, settings?.TWILLIO_CODEC_LIST), [prefs, settings]);
  const closeProtection = t('softphone.closeProtection');
  const latestAudio = useRef(audio);
  latestAudio.current = audio;
  const created = useRef<Device | null>(null);
  // The current call's server row, read when the operator hangs up (VALID-29).
  const latestRow = useRef<{ row: Call | undefined; dtmfSendDigit: string | undefined }>({ row: undefined, dtmfSendDigit: undefined });
  const device = useMemo(
    () => ({
      async createDevice(voiceToken: VoiceToken) {
        // The codecs are the Device's own: a changed codec list takes effect with the next Device (next login).
        const voice = await createVoiceDevice({ voiceToken, codecs: latestAudio.current.codecs, sounds: SOFTPHONE_SOUNDS, closeProtection });
        applyAudioPrefs(voice.audio, latestAudio.current);
        created.current = voice;
        return voice;
      },
      playBusyTone,
      hangupDigit(callSid: string) {
        const { row, dtmfSendDigit } = latestRow.current;
        return row?.CallSid === callSid ? unitHangupDigit(row, dtmfSendDigit) : null;
      },
    }),
    [closeProtection],
  );
  // A preference changed on the settings page reaches the running Device at once.
  useEffect(() => {
    if (created.current?.state !== 'destroyed') applyAudioPrefs(created.current?.audio ?? null, audio);
  }, [audio]);
  const autoAnswer = useMemo(() => readList(settings?.raw.SOFTPHONE_AUTO_ANSWER), [settings]);
  const { state, send } = useSoftphone({ device, autoAnswer });
  const row = useCallRow(state?.current?.callSid);
  latestRow.current = { row, dtmfSendDigit: settings?.DTMFSENDDIGIT };
  const callers = useIncomingCallers(state?.incoming ?? NO_CALLS);
  if (!state) return null;
  // The server's call row adds what the provider's parameters lack (CALL-28: AutoHangUpAt; the caller's name).
  const current = state.current && row ? { ...state.current, autoHangUpAt: state.current.autoHangUpAt ?? row.AutoHangUpAt ?? null, callerText: state.current.callerText ?? row.Participants?.[0]?.DisplayName ?? null } : state.current;
  // A conference is named with its number of parties (qa-handling P3-4).
  const conference = row?.IsConference ? (row.Participants?.length ?? 0) : null;
  return <SoftphoneView state={current === state.current ? state : { ...state, current }} send={send} callers={callers} conference={conference} />;
}

const NO_CALLS: readonly SoftphoneCall[] = [];

export function SoftphoneView({ state, send, callers, conference = null }: { state: SoftphoneState; send: SoftphoneSend; callers?: ReadonlyMap<string, IncomingCaller> | undefined; conference?: number | null }) {
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
    <div className="softphone" {...focusScope}>
      <IncomingCalls
        calls={state.incoming}
        callers={callers}
        onAccept={(callSid) => act(`accept:${callSid}`, () => void send('accept', { callSid }))}
        onReject={(callSid) => act(`reject:${callSid}`, () => void send('reject', { callSid }))}
      />
      <CallBar state={state} conference={conference} onHangUp={() => act('hangup', () => void send('hangup', { keepHeld: false }))} onMute={(muted) => act('mute', () => void send('mute', { muted }))} />
      <SoftphoneNotices notices={state.notices} onDismiss={(id) => void send('dismissNotice', { id })} />
    </div>
  );
}
