import { useEffect, useRef, useState } from 'react';
import type { CommandHandlers } from '../../page-capability/define-capability.ts';
import type { CapabilityEffects } from '../../page-capability/effects.ts';
import { useCapability } from '../../page-capability/use-capability.ts';
import { useSend } from '../../sync-client/engine-context.tsx';
import { softphoneCapability, type SoftphoneState } from './softphone-capability.ts';
import { createSoftphoneController, type SoftphoneController } from './softphone-controller.ts';
import type { SoftphoneEffects } from './softphone-effects.ts';
import { IDLE_STATE } from './softphone-state.ts';

type SoftphoneCommands = (typeof softphoneCapability)['commands'];

/** What the owner tab's Device needs besides the engine: created per ownership, so tests pass fakes. */
export interface SoftphoneDeviceEffects {
  createDevice: SoftphoneEffects['createDevice'];
  playBusyTone(): void;
  hangupDigit: SoftphoneEffects['hangupDigit'];
}

const notOwner = () => ({ ok: false });

/**
 * This tab's part in the cloud softphone (calls §1): every tab is a candidate; the one that owns it runs the voice
 * Device (createSoftphoneController) and publishes its state, which every tab shows and drives through `send`.
 * The owner never hands over while a call is pending or up (isBusy).
 */
export function useSoftphone(options: { device: SoftphoneDeviceEffects; autoAnswer: readonly string[]; effects?: CapabilityEffects | null }) {
  const send = useSend();
  const [state, setState] = useState<SoftphoneState>(IDLE_STATE);
  const controller = useRef<SoftphoneController | null>(null);
  const latest = useRef(options);
  latest.current = options;

  const handlers = Object.fromEntries(
    Object.keys(softphoneCapability.commands).map((name) => [
      name,
      (args: never) => {
        const handler = controller.current?.handlers[name as keyof SoftphoneCommands] as ((args: never) => unknown) | undefined;
        return handler ? handler(args) : notOwner();
      },
    ]),
  ) as CommandHandlers<SoftphoneCommands>;

  const capability = useCapability(softphoneCapability, {
    candidate: true,
    state,
    handlers,
    isBusy: () => controller.current?.isBusy() ?? false,
    effects: options.effects,
  });
  const { isOwner } = capability;

  useEffect(() => {
    if (!isOwner) return;
    const teardown = new AbortController();
    controller.current = createSoftphoneController({
      effects: {
        fetchToken: () => send('voiceToken'),
        createDevice: (token) => latest.current.device.createDevice(token),
        reloadSettings: () => void send('refresh'),
        playBusyTone: () => latest.current.device.playBusyTone(),
        hangupDigit: (callSid) => latest.current.device.hangupDigit(callSid),
        reportFailedEstablish: (to, alarmId) => void send('callsFailedEstablish', { body: { To: to, ...(alarmId ? { GlobalAlarmId: alarmId } : {}) } }),
        holdCall: async (callSid) => (await send('callsHold', { body: { CallSid: callSid } })).ok,
        now: () => Date.now(),
        randomId: () => crypto.randomUUID(),
      },
      autoAnswer: () => latest.current.autoAnswer,
      onState: setState,
      signal: teardown.signal,
    });
    return () => {
      teardown.abort();
      controller.current = null;
      setState(IDLE_STATE);
    };
  }, [isOwner, send]);

  return capability;
}
