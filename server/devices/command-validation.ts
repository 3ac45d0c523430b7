import { commandInputRule, commandOptions, CRITICAL_CHOICES, FORWARDING_CHOICES, repeatedEntry, visitPastEverywhere } from '../../src/domain/command-input.ts';
import { invalid } from '../services/errors.ts';

const DATE_TIME = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;

/** The prefix "<level> - " of a forwarding or critical message. */
const dashedPrefix = (prefixes: readonly (string | number)[]) => new RegExp(`^(${prefixes.join('|')}) - `);

/**
 * The server's check of what each input type sends (calls §5; the console checks the same before sending): mandatory
 * text, pickers' date format, a visit not in the past, and options, forwarding and critical levels, select entries
 * each chosen once. The 1000-character limit
 * is the contract's (LIMITS.commandMessage).
 */
export function validateCommandInput(command: { InputType: number; CommandArgs: string }, sent: { message: string; args: string }, now: Date): void {
  const rule = commandInputRule(command.InputType);
  const options = commandOptions(command);
  switch (rule.kind) {
    case 'text':
    case 'input':
      if (rule.mandatory && !sent.message.trim()) throw invalid('Message', 'This command needs a text');
      return;
    case 'picker':
      if (rule.mandatory && !sent.args) throw invalid('CommandArgs', 'Choose one of the options');
      if (sent.args && !options.includes(sent.args)) throw invalid('CommandArgs', 'Not one of the options');
      return;
    case 'dateTime':
      if (rule.mandatory && !sent.args) throw invalid('CommandArgs', 'Choose a date and time');
      if (sent.args && !DATE_TIME.test(sent.args)) throw invalid('CommandArgs', 'The date must read yyyy-MM-dd HH:mm:ss');
      if (sent.args && visitPastEverywhere(sent.args, now)) throw invalid('CommandArgs', 'The visit time has already passed; choose a time to come');
      return;
    case 'forwarding':
      if (!dashedPrefix(FORWARDING_CHOICES.map((c) => c.level)).test(sent.message)) throw invalid('Message', 'The message must start with a level 1-3 and a dash');
      return;
    case 'critical':
      if (!dashedPrefix(CRITICAL_CHOICES.map((c) => c.label)).test(sent.message)) throw invalid('Message', 'The message must start with a criticality and a dash');
      return;
    case 'select': {
      const chosen = sent.args.split(',').filter(Boolean);
      if (!chosen.length) throw invalid('CommandArgs', 'Choose at least one option');
      if (chosen.some((entry) => !options.includes(entry))) throw invalid('CommandArgs', 'Not one of the options');
      if (repeatedEntry(chosen) !== undefined) throw invalid('CommandArgs', 'Each option can be chosen only once');
      return;
    }
    default:
      return;
  }
}
