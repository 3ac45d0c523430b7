import { useCallback } from 'react';
import type { CommandHandlers } from '../../page-capability/define-capability.ts';
import type { CapabilityEffects } from '../../page-capability/effects.ts';
import { useCapability } from '../../page-capability/use-capability.ts';
import { softphoneCapability, type SoftphoneState } from '../softphone/softphone-capability.ts';

type SoftphoneCommands = (typeof softphoneCapability)['commands'];

/** This tab only sends to the softphone's owner: it is never a candidate, so it publishes nothing and runs nothing. */
const NOT_OWNER: SoftphoneState = { status: 'off', incoming: [], current: null, lastEnded: null, levels: { input: 0, output: 0 }, notices: [] };
const refuse = () => ({ ok: false });
const NO_HANDLERS: CommandHandlers<SoftphoneCommands> = {
  dial: refuse,
  accept: refuse,
  reject: refuse,
  hangup: refuse,
  sendDigits: refuse,
  mute: refuse,
  dismissNotice: refuse,
};

export type DialOutcome = { ok: true } | { ok: false; messageKey: string | null };

/**
 * Cloud mode's Call (calls §1): asks the tab that owns the softphone to dial. A small hook of its own so the
 * softphone's owner side can offer its own.
 */
export function useSoftphoneDial(effects?: CapabilityEffects | null): (to: string, alarmId: number | null) => Promise<DialOutcome> {
  const { send } = useCapability(softphoneCapability, { candidate: false, state: NOT_OWNER, handlers: NO_HANDLERS, effects });
  return useCallback(
    async (to, alarmId) => {
      const outcome = await send('dial', { to, alarmId: alarmId === null ? null : String(alarmId) });
      if (!outcome.ok) return { ok: false, messageKey: null };
      return outcome.value.ok ? { ok: true } : { ok: false, messageKey: outcome.value.messageKey ?? null };
    },
    [send],
  );
}
