import { useCallback, useEffect, useRef, useState } from 'react';
import { browserEffects } from './browser-effects.ts';
import { type CommandResult, EngineErrorCode, failure } from '../sync-client/failure.ts';
import { type CapabilityOwner, type CapabilitySnapshot, createCapabilityOwner } from './create-capability-owner.ts';
import type { ArgsOf, CapabilityDefinition, CommandHandlers, CommandMap, ResultOf } from './define-capability.ts';
import type { CapabilityEffects } from './effects.ts';

interface CapabilityView<State, Commands extends CommandMap<Commands>> {
  isOwner: boolean;
  /** The owner's state: this tab's own while it owns, undefined while no owner is known. */
  state: State | undefined;
  send<K extends keyof Commands & string>(command: K, args: ArgsOf<Commands[K]>): Promise<CommandResult<ResultOf<Commands[K]>>>;
  /** Whether any tab taking part is visible, read when asked (alone: this page's own visibility). */
  anyTabVisible(): boolean;
}

/**
 * This tab's part in a page-resident capability while the component is mounted (see createCapabilityOwner).
 * `state` is what this tab publishes when it owns; `handlers` and `isBusy` may change between renders. Without Web
 * Locks or BroadcastChannel (`effects` null) this tab owns alone.
 */
export function useCapability<State, Commands extends CommandMap<Commands>>(
  capability: CapabilityDefinition<State, Commands>,
  options: {
    candidate: boolean;
    state: State;
    handlers: CommandHandlers<Commands>;
    isBusy?: () => boolean;
    effects?: CapabilityEffects | null;
  },
): CapabilityView<State, Commands> {
  const latest = useRef(options);
  latest.current = options;
  const [effects] = useState(() => (options.effects === undefined ? browserEffects() : options.effects));
  const owner = useRef<CapabilityOwner<State, Commands> | null>(null);
  const solo: CapabilitySnapshot<State> = { isOwner: options.candidate, ownerTabId: null, state: options.candidate ? options.state : undefined };
  const [snapshot, setSnapshot] = useState<CapabilitySnapshot<State> | null>(null);

  useEffect(() => {
    if (!effects) return;
    const controller = new AbortController();
    const created = createCapabilityOwner({
      capability,
      effects,
      candidate: latest.current.candidate,
      initialState: latest.current.state,
      handlers: forward(() => latest.current.handlers, capability),
      isBusy: () => latest.current.isBusy?.() ?? false,
      onChange: () => setSnapshot(created.snapshot()),
      signal: controller.signal,
    });
    owner.current = created;
    setSnapshot(created.snapshot());
    return () => {
      controller.abort();
      owner.current = null;
      setSnapshot(null);
    };
  }, [capability, effects, options.candidate]);

  useEffect(() => owner.current?.publish(options.state), [options.state]);

  const send = useCallback(
    <K extends keyof Commands & string>(command: K, args: ArgsOf<Commands[K]>): Promise<CommandResult<ResultOf<Commands[K]>>> =>
      owner.current?.send(command, args) ?? Promise.resolve(failure(EngineErrorCode.CLOSED)),
    [],
  );
  const anyTabVisible = useCallback(() => owner.current?.anyVisible() ?? document.visibilityState === 'visible', []);
  const shown = effects ? (snapshot ?? { isOwner: false, ownerTabId: null, state: undefined }) : solo;
  return { isOwner: shown.isOwner, state: shown.state, send, anyTabVisible };
}

/** Handlers that call the latest render's ones, so the owner need not be re-created when they change. */
function forward<Commands extends CommandMap<Commands>>(
  current: () => CommandHandlers<Commands>,
  capability: CapabilityDefinition<unknown, Commands>,
): CommandHandlers<Commands> {
  const handlers: Partial<CommandHandlers<Commands>> = {};
  for (const name of Object.keys(capability.commands) as (keyof Commands)[]) {
    handlers[name] = ((args: never) => current()[name](args)) as CommandHandlers<Commands>[keyof Commands];
  }
  return handlers as CommandHandlers<Commands>;
}
