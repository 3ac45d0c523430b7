import type { z } from 'zod';
import type { ArgsOf, CapabilityDefinition, CommandHandlers, CommandMap, ResultOf } from './define-capability.ts';
import { type CommandResult, EngineErrorCode, type Failure, failure } from '../sync-client/failure.ts';
import type { CapabilityFailureCode, CapabilityMessage } from './messages.ts';

type Message<T extends CapabilityMessage['kind']> = Extract<CapabilityMessage, { kind: T }>;

/** A failure the relay itself answers: its code crosses between tabs in a capability-failure message. */
type RelayFailure = Failure & { code: CapabilityFailureCode };
const relayFailure = (code: CapabilityFailureCode): RelayFailure => ({ ok: false, code });
const invalid = relayFailure(EngineErrorCode.INVALID_ARGS);
const COMMAND_TIMEOUT_MS = 5_000;

/**
 * A capability's commands between tabs: the owner runs them (arguments checked by the command's schema), the
 * sender waits for the result (checked too) and never hangs: a command fails when its owner leaves, after a
 * time-out, or when the sending tab closes.
 */
export function createCommandRelay<State, Commands extends CommandMap<Commands>>(options: {
  capability: CapabilityDefinition<State, Commands>;
  handlers: CommandHandlers<Commands>;
  tabId: string;
  post(message: CapabilityMessage): void;
  randomId(): string;
  timeoutMs?: number;
}) {
  const { capability, tabId } = options;
  const pending = new Map<string, { ownerTabId: string | null; settle: (outcome: CommandResult<unknown>) => void }>();
  const isCommand = (command: string): command is keyof Commands & string => Object.hasOwn(capability.commands, command);
  const settle = (id: string, outcome: CommandResult<unknown>) => pending.get(id)?.settle(outcome);

  async function run<K extends keyof Commands & string>(command: K, args: unknown): Promise<CommandResult<unknown>> {
    const parsed = check<Commands[K]['args']>(capability.commands[command].args, args);
    if (!parsed.ok) return invalid;
    try {
      // The handler answers the engine's result shape itself: a refusal crosses as it is, never inside a success.
      return await options.handlers[command](parsed.value);
    } catch {
      return relayFailure(EngineErrorCode.CAPABILITY_FAILED);
    }
  }

  const resultOf =
    <K extends keyof Commands & string>(command: K) =>
    (outcome: CommandResult<unknown>): CommandResult<ResultOf<Commands[K]>> =>
      outcome.ok ? check<Commands[K]['result']>(capability.commands[command].result, outcome.value) : outcome;

  return {
    /** Runs a command in this tab, which owns the capability. */
    runHere<K extends keyof Commands & string>(command: K, args: ArgsOf<Commands[K]>): Promise<CommandResult<ResultOf<Commands[K]>>> {
      return run(command, args).then(resultOf(command));
    },
    /** Sends a command to the owning tab (last known as `ownerTabId`). */
    send<K extends keyof Commands & string>(command: K, args: ArgsOf<Commands[K]>, ownerTabId: string | null): Promise<CommandResult<ResultOf<Commands[K]>>> {
      const id = options.randomId();
      return new Promise((resolve) => {
        const timer = setTimeout(() => settle(id, relayFailure(EngineErrorCode.CAPABILITY_TIMEOUT)), options.timeoutMs ?? COMMAND_TIMEOUT_MS);
        pending.set(id, {
          ownerTabId,
          settle(outcome) {
            clearTimeout(timer);
            pending.delete(id);
            resolve(resultOf(command)(outcome));
          },
        });
        options.post({ capability: capability.name, kind: 'capability-command', id, fromTabId: tabId, command, args });
      });
    },
    /** The owner answers another tab's command. */
    answer(message: Message<'capability-command'>): void {
      const { id, fromTabId: toTabId } = message;
      void (isCommand(message.command) ? run(message.command, message.args) : Promise.resolve(invalid)).then((outcome) =>
        options.post(
          outcome.ok
            ? { capability: capability.name, kind: 'capability-result', id, toTabId, value: outcome.value }
            : { capability: capability.name, kind: 'capability-failure', id, toTabId, code: outcome.code, ...(outcome.messageKey ? { messageKey: outcome.messageKey } : {}) },
        ),
      );
    },
    receive(message: Message<'capability-result'> | Message<'capability-failure'>): void {
      if (message.toTabId !== tabId) return;
      settle(message.id, message.kind === 'capability-result' ? { ok: true, value: message.value } : failure(message.code, message.messageKey));
    },
    /** A tab left: the commands sent to it fail now. */
    left(ownerTabId: string): void {
      for (const [id, command] of pending) if (command.ownerTabId === ownerTabId) settle(id, relayFailure(EngineErrorCode.OWNER_GONE));
    },
    close(): void {
      for (const id of [...pending.keys()]) settle(id, relayFailure(EngineErrorCode.CLOSED));
    },
  };
}

/** A value checked by a command's schema, typed by it (TypeScript cannot follow a generic schema's output type). */
function check<S extends z.ZodType>(schema: S, value: unknown): { ok: true; value: z.infer<S> } | RelayFailure {
  const result = schema.safeParse(value);
  return result.success ? { ok: true, value: result.data as z.infer<S> } : invalid;
}
