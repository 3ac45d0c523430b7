/**
 * Command input types (calls §4, §5): what each InputType asks of the operator before the command is sent, and
 * whether OK may be pressed.
 */
import { COMMAND_MESSAGE_MAX, CRITICAL_COMMAND_DEFAULT_LEVEL, FORWARDING_DEFAULT_LEVEL } from '../constants.ts';
import { type Validation, invalid, valid } from './result.ts';

export type CommandInputKind =
  | 'none'
  | 'confirm'
  | 'text'
  | 'input'
  | 'picker'
  | 'dateTime'
  | 'forwarding'
  | 'critical'
  | 'select';

export interface CommandInputSpec {
  kind: CommandInputKind;
  mandatory: boolean;
}

export const COMMAND_INPUT_TYPES: Readonly<Record<number, CommandInputSpec>> = {
  0: { kind: 'none', mandatory: false },
  1: { kind: 'confirm', mandatory: false },
  2: { kind: 'text', mandatory: false },
  3: { kind: 'text', mandatory: true },
  4: { kind: 'input', mandatory: false },
  5: { kind: 'input', mandatory: true },
  6: { kind: 'picker', mandatory: false },
  7: { kind: 'dateTime', mandatory: false },
  8: { kind: 'picker', mandatory: true },
  9: { kind: 'dateTime', mandatory: true },
  10: { kind: 'forwarding', mandatory: false },
  11: { kind: 'critical', mandatory: false },
  100: { kind: 'select', mandatory: true },
};

/** An unknown input type is sent like type 0: the spec names no other behaviour. */
export function commandInputSpec(inputType: number | null | undefined): CommandInputSpec {
  return COMMAND_INPUT_TYPES[inputType ?? 0] ?? { kind: 'none', mandatory: false };
}

/** Type 0 sends at once; every other type opens a dialog first. */
export function sendsImmediately(inputType: number | null | undefined): boolean {
  return commandInputSpec(inputType).kind === 'none';
}

/** OK is disabled while a mandatory text, input, picker or date is empty, or the text is over 1000 characters. */
export function commandOkEnabled(inputType: number | null | undefined, value: string | null | undefined): boolean {
  return validateCommandInput(inputType, value).ok;
}

export function validateCommandInput(inputType: number | null | undefined, value: string | null | undefined): Validation<string> {
  const spec = commandInputSpec(inputType);
  const text = value ?? '';
  if (text.length > COMMAND_MESSAGE_MAX) return invalid('COMMAND_USER_MODAL_INPUT_VALIDATION_ERROR');
  if (spec.mandatory && text.trim() === '') return invalid('COMMAND_INPUT_REQUIRED');
  return valid(text);
}

/** Work-package forwarding (type 10): level (high 3, mid 2, low 1; default mid), a dash, then the message. */
export function forwardingText(message: string, level: number = FORWARDING_DEFAULT_LEVEL): string {
  return `${level}-${message}`;
}

/** Critical command (type 11): the level's label (levels 3/2/1, default 1), a dash, then the message. */
export function criticalCommandText(message: string, labels: Readonly<Record<number, string>>, level = CRITICAL_COMMAND_DEFAULT_LEVEL): string {
  return `${labels[level] ?? String(level)}-${message}`;
}

/**
 * Mandatory select (type 100): entries equal to the "not selected" value are dropped, the rest joined with
 * commas.
 */
export function mandatorySelectValue(entries: readonly string[], notSelected: string): string {
  return entries.filter((entry) => entry !== notSelected && entry.trim() !== '').join(',');
}

/** Removing a select entry keeps at least one. */
export function removeSelectEntry<T>(entries: readonly T[], index: number): T[] {
  if (entries.length <= 1) return [...entries];
  return entries.filter((_, i) => i !== index);
}
