import { z } from 'zod';
import type { ArcDatabase } from '../../../src/db/database.ts';
import { type AnyCommandResult, type CommandResult, EngineErrorCode, type Failure, failure, type MayWaitResult } from '../../../src/sync-client/failure.ts';
import type { EngineEffects } from '../effects.ts';
import type { UserRuntime } from '../user-runtime.ts';

/** The tab a command came from (what it watches, which tab's lock tells the engine it closed). */
export interface Caller {
  tabId: string;
}

/**
 * One engine command: a single argument object, typed by the map that declares it, and a result in the one
 * failure shape. Every concern declares its handlers in its own file (see handlers/index.ts, which joins them).
 */
export type Handler<Args = void, Value = void> = (args: Args, caller: Caller) => Promise<CommandResult<Value>>;

/** A write that may wait in the outbox: it alone may answer `queued`. */
export type MayWaitHandler<Args, Value> = (args: Args, caller: Caller) => Promise<MayWaitResult<Value>>;

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the join of maps with different argument types
export type HandlerMap = Record<string, (args: any, caller: Caller) => Promise<AnyCommandResult>>;

export type ArgsOf<H> = H extends (args: infer A, caller: Caller) => Promise<unknown> ? A : never;
/** A command's whole answer: `CommandResult`, or `MayWaitResult` for the writes that may wait. */
export type ResultOf<H> = H extends (args: never, caller: Caller) => Promise<infer R> ? R : never;
export type ValueOf<H> = Extract<ResultOf<H>, { value: unknown }> extends { value: infer V } ? V : never;

/** What the handlers of a logged-in user reach: the runtime (socket, outbox, http) and the user's database. */
export interface EngineScope {
  effects: EngineEffects;
  runtime(): UserRuntime | null;
  db(): ArcDatabase | null;
}

export const NOT_LOGGED_IN = failure(EngineErrorCode.NOT_LOGGED_IN, 'LOGGED_OUT_OR_NOT_AUTHORIZED');

/** A tab sent an argument its handler's schema refuses (a bug, or a tab of another build): the handler never runs. */
export const INVALID_ARGS = failure(EngineErrorCode.INVALID_ARGS, 'GENERIC_ERROR_MESSAGE');

/** A command about one alarm. */
export const AlarmRef = z.object({ alarmId: z.number().int() });

/** A command without arguments; a tab may send nothing or an empty object. */
export const NO_ARGS = z.object({}).optional();

export const done = <T>(value: T): CommandResult<T> => ({ ok: true, value });
export const DONE: CommandResult = { ok: true, value: undefined };

/**
 * A handler whose argument is checked by `schema`, declared beside it: the map types itself from its schemas, and a
 * bad argument answers INVALID_ARGS instead of reaching the handler. The handler gets the argument as sent: a write's
 * body goes to the server as the operator wrote it, not as zod's coercions would rewrite it.
 */
export function checked<S extends z.ZodType, R extends AnyCommandResult>(
  schema: S,
  run: (args: z.input<S>, caller: Caller) => Promise<R>,
): (args: z.input<S>, caller: Caller) => Promise<R | Failure> {
  return (args, caller) => (schema.safeParse(args).success ? run(args, caller) : Promise.resolve(INVALID_ARGS));
}

/** A checked handler that needs a session: without one it answers NOT_LOGGED_IN. */
export function withSession<S extends z.ZodType, R extends AnyCommandResult>(
  scope: EngineScope,
  schema: S,
  run: (runtime: UserRuntime, db: ArcDatabase, args: z.input<S>, caller: Caller) => Promise<R>,
): (args: z.input<S>, caller: Caller) => Promise<R | Failure> {
  return checked(schema, (args, caller): Promise<R | Failure> => {
    const runtime = scope.runtime();
    const db = scope.db();
    return runtime && db ? run(runtime, db, args, caller) : Promise.resolve(NOT_LOGGED_IN);
  });
}

/**
 * The same map, each handler first waiting for `ready`: a tab that reaches a new engine (a leader hand-over, a
 * restarted SharedWorker) may send a write at once, before the stored session is taken over.
 */
export function afterReady<M extends HandlerMap>(ready: Promise<void>, map: M): M {
  return Object.fromEntries(
    Object.entries(map).map(([name, handler]) => [
      name,
      async (args: unknown, caller: Caller) => {
        await ready;
        return handler(args, caller);
      },
    ]),
  ) as M;
}
