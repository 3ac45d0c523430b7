import type { CommandOutcome } from '../../page-capability/command-relay.ts';
import type { CommandHandlers } from '../../page-capability/define-capability.ts';
import type { CapabilityEffects } from '../../page-capability/effects.ts';
import { useCapability } from '../../page-capability/use-capability.ts';
import { softphoneCapability, type SoftphoneState } from '../softphone/softphone-capability.ts';
import type { SoftphoneCommands, SoftphoneSend } from '../softphone/softphone-send.ts';

/** What a viewer publishes: nothing (it is never a candidate, so this state is never shown). */
const VIEWER_STATE: SoftphoneState = { status: 'off', incoming: [], current: null, lastEnded: null, levels: { input: 0, output: 0 }, notices: [] };
/** A viewer never runs commands: every handler refuses. */
const VIEWER_HANDLERS = Object.fromEntries(Object.keys(softphoneCapability.commands).map((name) => [name, () => ({ ok: false })])) as unknown as CommandHandlers<SoftphoneCommands>;

export interface SoftphoneView {
  /** The owner tab's state, null while no owner is known (not cloud mode, or still starting). */
  state: SoftphoneState | null;
  send: SoftphoneSend;
}

/** The cloud softphone as this tab sees it (calls §1): the owner's state and its commands. */
export function useSoftphoneView(effects?: CapabilityEffects | null): SoftphoneView {
  const { state, send } = useCapability(softphoneCapability, { candidate: false, state: VIEWER_STATE, handlers: VIEWER_HANDLERS, effects });
  return { state: state ?? null, send };
}

/** A softphone command's outcome as ok, or the message key to show. */
export async function softphoneDone(outcome: Promise<CommandOutcome<{ ok: boolean; messageKey?: string }>>): Promise<string | null> {
  const result = await outcome;
  if (!result.ok) return 'GENERIC_ERROR_MESSAGE';
  return result.value.ok ? null : (result.value.messageKey ?? 'GENERIC_ERROR_MESSAGE');
}
