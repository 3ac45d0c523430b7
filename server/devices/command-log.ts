import { commandInputRule, VISIT_SHOWN_LENGTH } from '../../src/domain/command-input.ts';
import { said, type CodedText } from '../alarms/log-events.ts';

/** The command and the device a command line names; `command` is the TranslationKey the console translates. */
export type CommandParty = {
  command: string;
  device: string;
};

/**
 * The line of a command sent to a device (qa-handling P2-5): coded, so the console writes it in the operator's
 * language. What the operator typed is logged, except the value of an input command (a key-box code), never in clear.
 */
export function commandSentLine(party: CommandParty, detail: string, inputType: number | null): CodedText {
  if (!detail) return said('commandSent', party);
  const kind = inputType === null ? null : commandInputRule(inputType).kind;
  if (kind === 'input') return said('commandSentSecret', party);
  // A visit reads as the console writes times, without the seconds the picker never sets (qa-handling P3-13).
  return said('commandSentWith', { ...party, detail: kind === 'dateTime' ? detail.slice(0, VISIT_SHOWN_LENGTH) : detail });
}

/** The device's answer to a command: refused with its words, answered with or without a message. */
export function commandAnswerLine(party: CommandParty, answer: { Success?: boolean | null; Message?: string | null }): CodedText {
  if (answer.Success === false) return said('commandFailed', { ...party, message: answer.Message ?? '' });
  return answer.Message ? said('commandAnsweredWith', { ...party, message: answer.Message }) : said('commandAnswered', party);
}
