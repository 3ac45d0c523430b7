import { format } from 'date-fns';
import type { Command } from '../contract/entities/command.ts';
import { CRITICALITY, EMERGENCY_LEVEL_LABELS, FORWARDING_DEFAULT_LEVEL, FORWARDING_LEVELS, REMINDER_TIME_STEP_MIN } from './constants.ts';

/** The input types of an alarm command (calls §4, CMD-04..12). */
const COMMAND_INPUT_TYPE = {
  immediate: 0,
  confirm: 1,
  optionalText: 2,
  mandatoryText: 3,
  optionalInput: 4,
  mandatoryInput: 5,
  optionalPicker: 6,
  optionalDateTime: 7,
  mandatoryPicker: 8,
  mandatoryDateTime: 9,
  forwarding: 10,
  critical: 11,
  mandatorySelect: 100,
} as const;

/**
 * The dialog each input type opens. Pickers 6/8 choose one of the command's CommandArgs options; 7/9 choose a date
 * and a time. Unknown input types send at once, as type 0 does, so a new server type never blocks a command.
 */
export type CommandDialogKind = 'none' | 'confirm' | 'text' | 'input' | 'picker' | 'dateTime' | 'forwarding' | 'critical' | 'select';

export interface CommandInputRule {
  kind: CommandDialogKind;
  mandatory: boolean;
}

const T = COMMAND_INPUT_TYPE;
const RULES: Record<number, CommandInputRule> = {
  [T.immediate]: { kind: 'none', mandatory: false },
  [T.confirm]: { kind: 'confirm', mandatory: false },
  [T.optionalText]: { kind: 'text', mandatory: false },
  [T.mandatoryText]: { kind: 'text', mandatory: true },
  [T.optionalInput]: { kind: 'input', mandatory: false },
  [T.mandatoryInput]: { kind: 'input', mandatory: true },
  [T.optionalPicker]: { kind: 'picker', mandatory: false },
  [T.optionalDateTime]: { kind: 'dateTime', mandatory: false },
  [T.mandatoryPicker]: { kind: 'picker', mandatory: true },
  [T.mandatoryDateTime]: { kind: 'dateTime', mandatory: true },
  [T.forwarding]: { kind: 'forwarding', mandatory: false },
  [T.critical]: { kind: 'critical', mandatory: false },
  [T.mandatorySelect]: { kind: 'select', mandatory: true },
};

export function commandInputRule(inputType: number | null | undefined): CommandInputRule {
  return RULES[inputType ?? T.immediate] ?? RULES[T.immediate]!;
}

/** What the command endpoint receives besides CommandId. */
export interface CommandPayload {
  CommandArgs?: string;
  Message?: string;
}

/** The entry of a select row that means "nothing chosen" (CMD-25). */
export const NOT_SELECTED = '';

/** CommandArgs of a picker or select: its options, comma separated (blank entries dropped). */
export function commandOptions(command: Pick<Command, 'CommandArgs'>): string[] {
  return (command.CommandArgs ?? '')
    .split(',')
    .map((option) => option.trim())
    .filter((option) => option !== '');
}

/** Whether OK may be pressed: a mandatory field needs a value (CMD-13, CMD-14), a select one chosen entry. */
export function canSubmit(rule: CommandInputRule, value: { text?: string; choice?: string; date?: Date | null; rows?: readonly string[] }): boolean {
  if (!rule.mandatory) return true;
  switch (rule.kind) {
    case 'text':
    case 'input':
      return (value.text ?? '').trim() !== '';
    case 'picker':
      return (value.choice ?? NOT_SELECTED) !== NOT_SELECTED;
    case 'dateTime':
      return value.date instanceof Date && !Number.isNaN(value.date.getTime());
    case 'select':
      return joinSelected(value.rows ?? []) !== '' && repeatedEntry(value.rows ?? []) === undefined;
    default:
      return true;
  }
}

/** The first option a select names twice (qa-handling P3-12: "Meal, Meal" is not two services), or undefined. */
export function repeatedEntry(rows: readonly string[]): string | undefined {
  return rows.find((row, index) => row !== NOT_SELECTED && rows.indexOf(row) !== index);
}

/** A visit picked in the console at or before now (qa-handling P3-13): a device cannot be sent into the past. */
export function visitInPast(date: Date, now: Date): boolean {
  return date.getTime() <= now.getTime();
}

/** The westernmost time zone's offset (UTC-12): the earliest wall clock anywhere on Earth. */
const EARLIEST_ZONE_MS = 12 * 60 * 60 * 1000;

/**
 * The server's check of a picked visit (qa-handling P3-13). The picker sends the operator's wall-clock time without
 * a zone, so the server refuses the times that are past in every zone; the console refuses the rest (visitInPast).
 */
export function visitPastEverywhere(sent: string, now: Date): boolean {
  return Date.parse(`${sent.replace(' ', 'T')}Z`) < now.getTime() - EARLIEST_ZONE_MS;
}

/** Date-time pickers step by 15 minutes over a 24-hour day (CMD-15): "00:00", "00:15" … "23:45". */
export function pickerTimes(stepMinutes: number = REMINDER_TIME_STEP_MIN): string[] {
  const times: string[] = [];
  for (let minute = 0; minute < 24 * 60; minute += stepMinutes) {
    times.push(`${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`);
  }
  return times;
}

/** A date (yyyy-MM-dd) and a time (HH:mm) chosen in the picker, as one local date; null while either is missing. */
export function pickedDate(day: string, time: string): Date | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day) || !/^\d{2}:\d{2}$/.test(time)) return null;
  const date = new Date(`${day}T${time}:00`);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** The value a picker sends (CMD-15). */
export const COMMAND_DATE_FORMAT = 'yyyy-MM-dd HH:mm:ss';
/** How the console writes a picked visit (its ISO format, without the seconds a picker never sets). */
export const VISIT_SHOWN_LENGTH = 'yyyy-MM-dd HH:mm'.length;
export function formatPickerValue(date: Date): string {
  return format(date, COMMAND_DATE_FORMAT);
}

/** Mandatory select (CMD-25): entries left at "not selected" are dropped, the rest joined by commas. */
export function joinSelected(rows: readonly string[]): string {
  return rows.filter((row) => row !== NOT_SELECTED).join(',');
}

/** Removes one select row, but never the last (CMD-26). */
export function removeSelectRow(rows: readonly string[], index: number): string[] {
  return rows.length <= 1 ? [...rows] : rows.filter((_, i) => i !== index);
}

/** Forwarding levels, most serious first, with their emergency-level label (CMD-20, CMD-21). */
export const FORWARDING_CHOICES = (['high', 'mid', 'low'] as const).map((name) => ({
  name,
  level: FORWARDING_LEVELS[name],
  label: EMERGENCY_LEVEL_LABELS[name],
}));
export { FORWARDING_DEFAULT_LEVEL };

/** Critical levels 3/2/1 with their criticality label; 1 is the default (CMD-23). */
export const CRITICAL_CHOICES = ([3, 2, 1] as const).map((level) => ({ level, label: CRITICALITY[level] }));
export const CRITICAL_DEFAULT_LEVEL = 1;

/** "level - message" for forwarding (CMD-22), "label - message" for a critical command (CMD-24). */
export function dashed(prefix: string | number, message: string): string {
  return `${prefix} - ${message}`;
}

export interface DialogValue {
  text: string;
  choice: string;
  date: Date | null;
  rows: readonly string[];
  level: number;
}

/** The body fields each input type sends: free text as Message, chosen values as CommandArgs. */
export function commandPayload(rule: CommandInputRule, value: DialogValue): CommandPayload {
  switch (rule.kind) {
    case 'text':
    case 'input':
      return value.text.trim() ? { Message: value.text } : {};
    case 'picker':
      return value.choice !== NOT_SELECTED ? { CommandArgs: value.choice } : {};
    case 'dateTime':
      return value.date ? { CommandArgs: formatPickerValue(value.date) } : {};
    case 'forwarding':
      return { Message: dashed(value.level, value.text) };
    case 'critical':
      return { Message: dashed(CRITICALITY[value.level as keyof typeof CRITICALITY] ?? value.level, value.text) };
    case 'select':
      return { CommandArgs: joinSelected(value.rows) };
    default:
      return {};
  }
}
