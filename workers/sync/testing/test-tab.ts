import type { Send } from '../../../src/sync-client/engine-api.ts';
import type { AttachResult } from '../../../src/sync-client/engine-types.ts';
import type { CommandResult } from '../../../src/sync-client/failure.ts';
import type { TabMessage } from '../../../src/sync-client/messages.ts';
import type { Engine } from '../engine.ts';

/** A tab of the engine for tests: the typed `send` a real tab has, and `attach` with a listener for its messages. */
export function connectTestTab(engine: Engine) {
  let listener: (message: TabMessage) => void = () => undefined;
  const tab = engine.connectTab((message) => listener(message));
  return {
    send: ((name: string, args?: unknown) => tab.dispatch(name, args)) as Send,
    attach(tabLock: string, onMessage: (message: TabMessage) => void = () => undefined): Promise<AttachResult> {
      listener = onMessage;
      const attached = tab.dispatch('attach', { tabLock }) as Promise<CommandResult<AttachResult>>;
      return attached.then((answer) => (answer.ok ? answer.value : Promise.reject(new Error(answer.code))));
    },
    dispatch: tab.dispatch,
  };
}
