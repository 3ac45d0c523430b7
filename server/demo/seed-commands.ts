import type { Insertable } from 'kysely';
import type { Trx } from '../storage/database.ts';
import type { CommandTable } from '../users/schema-users.ts';

type DemoCommand = Omit<Insertable<CommandTable>, 'TransmitterId' | 'DTMF' | 'CommandType' | 'Type' | 'GroupId'> & { GroupId?: number };

const VOICE = { GroupId: 10, GroupKey: 'CMD_GROUP_VOICE', GroupOrder: 1 };
const DEVICE = { GroupId: 11, GroupKey: 'CMD_GROUP_DEVICE', GroupOrder: 2 };
const MESSAGES = { GroupId: 12, GroupKey: 'CMD_GROUP_MESSAGES', GroupOrder: 3 };
const SCHEDULE = { GroupId: 13, GroupKey: 'CMD_GROUP_SCHEDULE', GroupOrder: 4 };
const PROGRAMS = 'Day,Night,Away';

/**
 * The commands section of every demo transmitter (calls §2-§5): every input type, groups with label and order, and
 * the device answers of server/devices/demo-transmitter.ts (Command names: fail, reset, open_url, exit, …).
 */
export const DEMO_COMMANDS: DemoCommand[] = [
  { TranslationKey: 'CMD_ACKNOWLEDGE', Command: 'ack', InputType: 0, Display: 'INLINEBUTTON' },
  { TranslationKey: 'CMD_OPEN_MAP', Command: 'open_url', InputType: 0, Display: 'INLINEBUTTON' },
  { TranslationKey: 'CMD_COPY_POSITION', Command: 'clipboard', InputType: 0, Display: 'INLINEBUTTON' },
  { TranslationKey: 'CMD_OPEN_VOICE', Command: 'voice_open', InputType: 0, Display: 'BUTTON', ...VOICE },
  { TranslationKey: 'CMD_END_CALL', Command: 'hangup', InputType: 1, Display: 'BUTTON', ...VOICE },
  { TranslationKey: 'CMD_RESET_DEVICE', Command: 'reset', InputType: 1, Display: 'BUTTON', ...DEVICE },
  { TranslationKey: 'CMD_TEST_SIREN', Command: 'fail', InputType: 1, Display: 'BUTTON', ...DEVICE },
  { TranslationKey: 'CMD_TEXT_OPTIONAL', Command: 'text', InputType: 2, Display: 'BUTTON', ...MESSAGES },
  { TranslationKey: 'CMD_TEXT_REQUIRED', Command: 'text', InputType: 3, Display: 'BUTTON', ...MESSAGES },
  { TranslationKey: 'CMD_CODE_OPTIONAL', Command: 'code', InputType: 4, Display: 'BUTTON', ...MESSAGES },
  { TranslationKey: 'CMD_CODE_REQUIRED', Command: 'code', InputType: 5, Display: 'BUTTON', ...MESSAGES },
  { TranslationKey: 'CMD_PROGRAM_OPTIONAL', Command: 'program', InputType: 6, Display: 'BUTTON', CommandArgs: PROGRAMS, ...SCHEDULE },
  { TranslationKey: 'CMD_VISIT_OPTIONAL', Command: 'visit', InputType: 7, Display: 'BUTTON', ...SCHEDULE },
  { TranslationKey: 'CMD_PROGRAM_REQUIRED', Command: 'program', InputType: 8, Display: 'BUTTON', CommandArgs: PROGRAMS, ...SCHEDULE },
  { TranslationKey: 'CMD_VISIT_REQUIRED', Command: 'visit', InputType: 9, Display: 'BUTTON', ...SCHEDULE },
  { TranslationKey: 'CMD_FORWARD_WORK', Command: 'forward', InputType: 10, Display: 'BUTTON' },
  { TranslationKey: 'CMD_CRITICAL', Command: 'critical', InputType: 11, Display: 'BUTTON' },
  { TranslationKey: 'CMD_SELECT_SERVICES', Command: 'services', InputType: 100, Display: 'BUTTON', CommandArgs: 'Meal,Medicine,Shower,Shopping' },
  { TranslationKey: 'CMD_HAND_OVER', Command: 'exit', InputType: 1, Display: 'BUTTON' },
];

/** Adds the demo commands to every alarming transmitter (a second device of the same person would list them twice). */
export async function seedCommands(trx: Trx): Promise<void> {
  const transmitters = await trx.selectFrom('transmitters').select('TransmitterId').where('IsAlarmingTransmitter', '=', 1).execute();
  for (const { TransmitterId } of transmitters) {
    await trx
      .insertInto('commands')
      .values(DEMO_COMMANDS.map((command) => ({ ...command, GroupId: command.GroupId ?? 0, CommandArgs: command.CommandArgs ?? '', GroupKey: command.GroupKey ?? '', GroupOrder: command.GroupOrder ?? 0, TransmitterId, DTMF: '', CommandType: 1, Type: 'ordinary' })))
      .execute();
  }
}
