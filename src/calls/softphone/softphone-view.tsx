import type { MessageKey } from '../../contract/message-keys.ts';
import { createContext, type ReactNode, useContext, useMemo } from 'react';
import { type CommandResult, EngineErrorCode, failure } from '../../sync-client/failure.ts';
import type { CommandHandlers } from '../../page-capability/define-capability.ts';
import type { CapabilityEffects } from '../../page-capability/effects.ts';
import { useCapability } from '../../page-capability/use-capability.ts';
import { softphoneCapability, type SoftphoneState } from './softphone-capability.ts';
import type { SoftphoneCommands, SoftphoneSend } from './softphone-send.ts';

/** What a viewer publishes: nothing (it is never a candidate, so this state is never shown). */
const VIEWER_STATE: SoftphoneState = { status: 'off', incoming: [], current: null, lastEnded: null, levels: { input: 0, output: 0 }, notices: [] };
/** A viewer never runs commands: every handler refuses. */
const VIEWER_HANDLERS = Object.fromEntries(Object.keys(softphoneCapability.commands).map((name) => [name, () => failure(EngineErrorCode.SOFTPHONE_UNAVAILABLE)])) as unknown as CommandHandlers<SoftphoneCommands>;

export interface SoftphoneView {
  /** The owner tab's state, null while no owner is known (not cloud mode, or still starting). */
  state: SoftphoneState | null;
  send: SoftphoneSend;
}

const closed: SoftphoneSend = () => Promise.resolve(failure(EngineErrorCode.CLOSED));
/** Exported for tests that show a page with a given softphone. */
export const SoftphoneViewContext = createContext<SoftphoneView>({ state: null, send: closed });

/**
 * The cloud softphone as this tab sees it (calls §1): one viewer per tab, shared by every number, panel and dialog
 * of the page through context, that follows the owner tab's state and sends it commands.
 */
export function SoftphoneViewProvider({ children, effects }: { children: ReactNode; effects?: CapabilityEffects | null }) {
  const { state, send } = useCapability(softphoneCapability, { candidate: false, state: VIEWER_STATE, handlers: VIEWER_HANDLERS, effects });
  const view = useMemo(() => ({ state: state ?? null, send }), [state, send]);
  return <SoftphoneViewContext.Provider value={view}>{children}</SoftphoneViewContext.Provider>;
}

export function useSoftphoneView(): SoftphoneView {
  return useContext(SoftphoneViewContext);
}

/** The message key a softphone command's failure shows (its own, else the generic one); null once done. */
export const softphoneError = (result: CommandResult): MessageKey | null => (result.ok ? null : (result.messageKey ?? 'GENERIC_ERROR_MESSAGE'));
