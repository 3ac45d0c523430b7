import type { CommandArgs, CommandName, CommandResultOf, EngineClient, EngineEvent, EngineStatus, Send } from '../../sync-client/engine-api.ts';
import { initialEngineStatus } from '../../sync-client/engine-api.ts';
import type { CommandResult } from '../../sync-client/failure.ts';

/** A test's answers for some commands, typed like the engine's handlers. */
export type FakeHandlers = { [N in CommandName]?: (args: CommandArgs<N>) => Promise<CommandResultOf<N>> };

/** Test double of the engine: every command answers ok unless overridden; status and events are driven by the test. */
export interface FakeEngine extends EngineClient {
  setStatus(patch: Partial<EngineStatus>): void;
  emit(event: EngineEvent): void;
  /** Commands sent so far, in order, with their argument. */
  calls: { command: CommandName; args: unknown }[];
}

const ok: CommandResult<never> = { ok: true, value: undefined as never };

export function fakeEngine(overrides: FakeHandlers = {}, status: Partial<EngineStatus> = {}): FakeEngine {
  let current: EngineStatus = { ...initialEngineStatus, loggedIn: true, socket: 'open', ...status };
  const statusListeners = new Set<(value: EngineStatus) => void>();
  const eventListeners = new Set<(value: EngineEvent) => void>();
  const calls: FakeEngine['calls'] = [];
  const send = (async (command: CommandName, args?: unknown) => {
    calls.push({ command, args });
    const override = overrides[command] as ((a: unknown) => Promise<unknown>) | undefined;
    return override ? override(args) : ok;
  }) as Send;
  return {
    send,
    calls,
    status: {
      subscribe(listener) {
        statusListeners.add(listener);
        return () => statusListeners.delete(listener);
      },
      current: () => current,
    },
    events: {
      subscribe(listener) {
        eventListeners.add(listener);
        return () => eventListeners.delete(listener);
      },
    },
    changes: { subscribe: () => () => undefined },
    setStatus(patch) {
      current = { ...current, ...patch };
      for (const listener of statusListeners) listener(current);
    },
    emit(event) {
      for (const listener of eventListeners) listener(event);
    },
  };
}
