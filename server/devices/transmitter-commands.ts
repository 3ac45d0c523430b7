import type { AlarmRef } from '../../src/contract/index.ts';
import type { ServerContext } from '../context.ts';
import { changeAlarmAs, OWNER_ACTIVE } from '../alarms/alarm-change.ts';
import { ServiceError, invalid } from '../services/errors.ts';
import type { Principal } from '../services/principal.ts';
import { said } from '../alarms/log-events.ts';
import { commandAnswerLine, commandSentLine, type CommandParty } from './command-log.ts';
import { deviceDelay } from './demo-transmitter.ts';

/** How long a demo device takes to acknowledge a command: long enough for the console's sending state to show. */
export const DEVICE_ANSWER_MS = 400;

/** Product commands (types 6 and 7) are the ones a device accepts for maintenance (calls §4). */
const PRODUCT_COMMAND_TYPES = [6, 7];

/** What the demo devices refuse to do, by command, and how they say so (the "one that fails"). */
const DEVICE_REFUSALS: Readonly<Record<string, string>> = {
  selftest: 'The device did not complete the self-test (battery too low)',
};

export interface TransmitterCommand {
  transmitterId: number;
  commandId: number;
  /** CommandText of a product command, or the message of a custom one. */
  text: string;
}

interface Sent {
  party: CommandParty;
  command: string;
  reachable: boolean;
}

/**
 * POST …/transmitter/{transmitter_id}/command/{command_id} (API-46, CMD-44..50): a product or custom command to one
 * of the alarmed user's transmitters. The command is logged when sent, the device answers after a short delay and
 * its answer is logged too; a refusal answers Success false with the device's words. A transmitter of another
 * user is "could not locate" (404), one without a callback number NO_TRANSMITTER_CALLBACK (logged, nothing sent).
 */
export async function sendTransmitterCommand(
  ctx: ServerContext,
  principal: Principal,
  ref: AlarmRef,
  command: TransmitterCommand,
): Promise<{ Success: boolean; Message: string }> {
  let sent = undefined as Sent | undefined;
  const alarm = await changeAlarmAs(ctx, principal, ref, OWNER_ACTIVE, async (record, trx) => {
    const transmitter = await trx
      .selectFrom('transmitters')
      .select(['TransmitterIdentifier', 'Callback'])
      .where('TransmitterId', '=', command.transmitterId)
      .where('UserId', '=', record.UserId)
      .executeTakeFirst();
    if (!transmitter) throw new ServiceError('NOT_FOUND', `Could not locate transmitter ${command.transmitterId}`);
    const found = await trx
      .selectFrom('commands')
      .select(['TranslationKey', 'Command', 'Type'])
      .where('CommandId', '=', command.commandId)
      .where('TransmitterId', '=', command.transmitterId)
      .where('CommandType', 'in', PRODUCT_COMMAND_TYPES)
      .executeTakeFirst();
    if (!found) throw invalid('command_id', 'No such product command for this transmitter');
    // Only a message command needs a message; Locate, Restart and Self-test are sent as they are (qa-handling P2-7).
    if (found.Type === 'custom_additional' && !command.text.trim()) throw invalid('message', 'A message command needs its message');
    const device = transmitter.TransmitterIdentifier;
    const reachable = Boolean(transmitter.Callback.trim());
    const party = { command: found.TranslationKey, device };
    sent = { party, command: found.Command, reachable };
    return { log: { event: 'note', ...(reachable ? commandSentLine(party, command.text.trim(), null) : said('commandNoCallback', party)) } };
  });
  if (!sent?.reachable) throw new ServiceError('NO_TRANSMITTER_CALLBACK', `Transmitter ${sent?.party.device ?? command.transmitterId} has no callback`);
  await deviceDelay(DEVICE_ANSWER_MS);
  const refusal = DEVICE_REFUSALS[sent.command];
  const answer = refusal ? { Success: false, Message: refusal } : { Success: true, Message: `${sent.party.device} acknowledged ${sent.party.command}` };
  const outcome = refusal ? commandAnswerLine(sent.party, answer) : said('commandAcknowledged', sent.party);
  // The device answers whatever became of the alarm meanwhile, so its answer is logged without the owner rules.
  await changeAlarmAs(ctx, principal, alarm.AlarmId, { owner: false, active: false }, () => ({ log: { event: 'note', ...outcome } }));
  return answer;
}
