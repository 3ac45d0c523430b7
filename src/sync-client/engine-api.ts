import type { CommandArgs, CommandName, CommandResultOf, CommandValue } from '../../workers/sync/handlers/index.ts';
import type { EngineEvent, EngineStatus } from './engine-types.ts';
import type { DatabaseChangeMessage } from './engine-types.ts';

export { type EngineEvent, type EngineStatus, initialEngineStatus, type LoginStep } from './engine-types.ts';

/**
 * What a tab sees of the sync engine: one typed `send(name, args)` whose names, arguments and results come from the
 * engine's handler maps (workers/sync/handlers, each argument checked by the zod schema beside its handler), the
 * status and the event streams. Data comes back through IndexedDB (src/db/hooks.ts).
 */
export type { CommandArgs, CommandName, CommandResultOf, CommandValue };
/** A command without arguments (or with optional ones) may be sent without them. */
export type SendArgs<N extends CommandName> = undefined extends CommandArgs<N> ? [args?: CommandArgs<N>] : [args: CommandArgs<N>];
export type Send = <N extends CommandName>(name: N, ...args: SendArgs<N>) => Promise<CommandResultOf<N>>;

export type { EngineApi } from '../../workers/sync/engine.ts';

export interface Subscribable<T> {
  subscribe(listener: (value: T) => void): () => void;
}

export interface EngineClient {
  send: Send;
  status: Subscribable<EngineStatus> & { current(): EngineStatus };
  events: Subscribable<EngineEvent>;
  /** The engine's writes to its memory databases (IndexedDB refused), for this tab's replica (memory-replica.ts). */
  changes: Subscribable<DatabaseChangeMessage>;
}
