import type { z } from 'zod';
import type { CommandResult } from '../sync-client/failure.ts';

/** A command's argument and result schemas. */
interface CommandSchemas {
  args: z.ZodType;
  result: z.ZodType;
}

/** A capability's commands by name (a mapped constraint, so only the declared names are keys). */
export type CommandMap<Commands> = { [K in keyof Commands]: CommandSchemas };

/** A page-resident capability: its name, the state its owner publishes and the commands other tabs may send it. */
export interface CapabilityDefinition<State, Commands extends CommandMap<Commands>> {
  name: string;
  state: z.ZodType<State>;
  commands: Commands;
}

export type ArgsOf<C extends CommandSchemas> = z.infer<C['args']>;
export type ResultOf<C extends CommandSchemas> = z.infer<C['result']>;

/** What the owner runs for each command: it answers the engine's result shape, a refusal being a Failure with its own code. */
export type CommandHandlers<Commands extends CommandMap<Commands>> = {
  [K in keyof Commands]: (args: ArgsOf<Commands[K]>) => Promise<CommandResult<ResultOf<Commands[K]>>> | CommandResult<ResultOf<Commands[K]>>;
};

/** Declares a capability; the types of its state, arguments and results follow from the schemas. */
export function defineCapability<State, Commands extends CommandMap<Commands>>(
  definition: CapabilityDefinition<State, Commands>,
): CapabilityDefinition<State, Commands> {
  return definition;
}
