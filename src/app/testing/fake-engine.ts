import type { CommandResult, EngineApi, EngineClient, EngineEvent, EngineStatus } from '../../sync-client/engine-api.ts';
import { initialEngineStatus } from '../../sync-client/engine-api.ts';

/** Test double of the engine: every command answers ok unless overridden; status and events are driven by the test. */
export interface FakeEngine extends EngineClient {
  setStatus(patch: Partial<EngineStatus>): void;
  emit(event: EngineEvent): void;
  /** Commands called so far, in order, with their arguments. */
  calls: { command: keyof EngineApi; args: unknown[] }[];
}

const ok: CommandResult<never> = { ok: true, value: undefined as never };

export function fakeEngine(overrides: Partial<EngineApi> = {}, status: Partial<EngineStatus> = {}): FakeEngine {
  let current: EngineStatus = { ...initialEngineStatus, loggedIn: true, socket: 'open', ...status };
  const statusListeners = new Set<(value: EngineStatus) => void>();
  const eventListeners = new Set<(value: EngineEvent) => void>();
  const calls: FakeEngine['calls'] = [];
  const api = new Proxy({} as EngineApi, {
    get(_target, command: keyof EngineApi) {
      return async (...args: unknown[]) => {
        calls.push({ command, args });
        const override = overrides[command] as ((...a: unknown[]) => Promise<unknown>) | undefined;
        return override ? override(...args) : ok;
      };
    },
  });
  return {
    api,
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
    setStatus(patch) {
      current = { ...current, ...patch };
      for (const listener of statusListeners) listener(current);
    },
    emit(event) {
      for (const listener of eventListeners) listener(event);
    },
  };
}
