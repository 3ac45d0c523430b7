import type { AlarmRef } from '../../src/contract/index.ts';
import type { ServerContext } from '../context.ts';
import type { Trx } from '../storage/database.ts';
import { invalid } from '../services/errors.ts';
import type { Principal } from '../services/principal.ts';
import { OWNER_ACTIVE, changeAlarmAs } from '../alarms/alarm-change.ts';
import { said } from '../alarms/log-events.ts';
import { commandAnswerLine, commandSentLine } from './command-log.ts';
import { validateCommandInput } from './command-validation.ts';
import { demoAnswer, demoDelayMs, deviceDelay, type DeviceAnswer } from './demo-transmitter.ts';

/** The person's latest known position as the alarm page shows it (5 decimals), or null. */
async function latestPosition(trx: Trx, userId: number): Promise<string | null> {
  const latest = await trx.selectFrom('positions').select(['Latitude', 'Longitude']).where('UserId', '=', userId).orderBy('ServerTime', 'desc').executeTakeFirst();
  return latest ? `${latest.Latitude.toFixed(5)}, ${latest.Longitude.toFixed(5)}` : null;
}

/**
 * A device that answers ExitAlarmView has taken the alarm over (qa-handling P3-15): the alarm ends as handled by the
 * device, so it leaves the operator's own alarms instead of staying hers with nothing left to do.
 */
function tookOver(answer: DeviceAnswer): boolean {
  return answer.ExitAlarmView === true && answer.Success !== false;
}

/**
 * POST command / transmitter command: a command of one of the alarmed user's transmitters, the one path that runs
 * them. The request is checked per input type and logged, the (demo) device answers after a short delay, and its
 * answer is logged too, so the alarm's log shows what was sent and what came of it.
 */
export async function runCommand(
  ctx: ServerContext,
  principal: Principal,
  ref: AlarmRef,
  command: { commandId: number; text: string; args?: string },
): Promise<DeviceAnswer> {
  let sent: { CommandId: number; TranslationKey: string; Command: string; TransmitterIdentifier: string } | undefined;
  let position: string | null = null;
  await changeAlarmAs(ctx, principal, ref, OWNER_ACTIVE, async (alarm, trx) => {
    const found = await trx
      .selectFrom('commands')
      .innerJoin('transmitters as t', 't.TransmitterId', 'commands.TransmitterId')
      .select(['commands.CommandId', 'commands.TranslationKey', 'commands.Command', 'commands.InputType', 'commands.CommandArgs', 't.TransmitterIdentifier'])
      .where('commands.CommandId', '=', command.commandId)
      .where('t.UserId', '=', alarm.UserId)
      .executeTakeFirst();
    if (!found) throw invalid('CommandId', 'No such command for this alarm');
    validateCommandInput(found, { message: command.text, args: command.args ?? '' }, ctx.clock.now());
    sent = found;
    position = await latestPosition(trx, alarm.UserId);
    const detail = [command.args, command.text].filter(Boolean).join(': ');
    return { log: { event: 'note', ...commandSentLine({ command: found.TranslationKey, device: found.TransmitterIdentifier }, detail, found.InputType) } };
  });
  const target = sent!;
  await deviceDelay(demoDelayMs(target.CommandId));
  const answer = demoAnswer(target, position);
  const party = { command: target.TranslationKey, device: target.TransmitterIdentifier };
  // The outcome is logged even if the alarm ended or changed hands while the device was answering.
  await changeAlarmAs(ctx, principal, ref, { owner: false, active: false }, (alarm) =>
    tookOver(answer) && alarm.Active === 1 && alarm.RespondentId === principal.respondentId
      ? { patch: { Active: 0, NotifyAfter: null }, log: { event: 'cleared', ...said('handedToDevice', { device: party.device, name: principal.name }) } }
      : { log: { event: 'note', ...commandAnswerLine(party, answer) } },
  );
  return answer;
}
