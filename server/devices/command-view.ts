import type { Selectable } from 'kysely';
import type { Command } from '../../src/contract/entities/command.ts';
import type { CommandTable } from '../users/schema-users.ts';

/**
 * A stored command as the contract names it (CMD-52). A command of the commands section reports its Display
 * (BUTTON, INLINEBUTTON) as CommandType, as the existing backend does; product commands keep their numeric type.
 */
export function toCommand(c: Selectable<CommandTable>): Command {
  return {
    CommandId: c.CommandId,
    Id: c.CommandId,
    GroupId: c.GroupId,
    TranslationKey: c.TranslationKey,
    Command: c.Command,
    DTMF: c.DTMF,
    CommandType: c.Display || c.CommandType,
    InputType: c.InputType,
    Type: c.Type,
    ...(c.CommandArgs ? { CommandArgs: c.CommandArgs } : {}),
    ...(c.GroupKey ? { CommandGroup: { TranslationKey: c.GroupKey, Order: c.GroupOrder } } : {}),
  };
}
