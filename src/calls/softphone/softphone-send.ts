import type { CommandResult } from '../../sync-client/failure.ts';
import type { ArgsOf, ResultOf } from '../../page-capability/define-capability.ts';
import type { softphoneCapability } from './softphone-capability.ts';

export type SoftphoneCommands = (typeof softphoneCapability)['commands'];

/** A command to the tab that owns the softphone (useCapability's send). */
export type SoftphoneSend = <K extends keyof SoftphoneCommands & string>(
  command: K,
  args: ArgsOf<SoftphoneCommands[K]>,
) => Promise<CommandResult<ResultOf<SoftphoneCommands[K]>>>;
