/**
 * Free-text messages with a limit (calls §5, §9): SMS 500, command message 1000, new note 800, resource message
 * 200, device message 200.
 */
import { COMMAND_MESSAGE_MAX, DEVICE_MESSAGE_MAX, NEW_NOTE_MAX, RESOURCE_MESSAGE_MAX, SMS_MAX } from '../constants.ts';
import type { DomainMessageKey } from '../message-keys.ts';
import { type Validation, invalid, valid } from './result.ts';

/** "n/max" counter text. */
export function counterText(text: string, max: number): string {
  return `${text.length}/${max}`;
}

/** SMS text longer than 500 characters is cut, not refused. */
export function truncateSms(text: string): string {
  return text.slice(0, SMS_MAX);
}

/** A single SMS needs a telephone number and a message. */
export function validateSms(input: { telephone: string | null | undefined; message: string }): Validation<{
  telephone: string;
  message: string;
}> {
  const telephone = input.telephone?.trim();
  if (!telephone) return invalid('SMS_NUMBER_REQUIRED');
  if (input.message.trim() === '') return invalid('SMS_MESSAGE_REQUIRED');
  return valid({ telephone, message: truncateSms(input.message) });
}

export interface LimitedInput {
  /** The text the field keeps. */
  text: string;
  /** Shown when the typed text was refused. */
  error?: DomainMessageKey;
}

/**
 * Free text in command dialogs: a change that would pass 1000 characters is refused with
 * COMMAND_USER_MODAL_INPUT_VALIDATION_ERROR and the text stays as it was.
 */
export function applyCommandText(previous: string, next: string): LimitedInput {
  return next.length > COMMAND_MESSAGE_MAX
    ? { text: previous, error: 'COMMAND_USER_MODAL_INPUT_VALIDATION_ERROR' }
    : { text: next };
}

export function validateNewNote(note: string): Validation<string> {
  if (note.trim() === '') return invalid('NOTE_EMPTY');
  if (note.length > NEW_NOTE_MAX) return invalid('NOTE_TOO_LONG');
  return valid(note);
}

/** Save is disabled while the note is empty, too long, or being saved. */
export function canSaveNote(note: string, saving: boolean): boolean {
  return !saving && validateNewNote(note).ok;
}

export type ResourceMessageCheck =
  | { kind: 'send'; message: string }
  /** Empty message while a message is required: the send does nothing. */
  | { kind: 'ignore' }
  | { kind: 'invalid'; error: DomainMessageKey };

/** A resource call message: at most 200 characters, required unless CALLRESOURCE_NO_MESSAGE is true. */
export function checkResourceMessage(message: string, noMessageAllowed: boolean): ResourceMessageCheck {
  if (message.length > RESOURCE_MESSAGE_MAX) return { kind: 'invalid', error: 'RESOURCE_MESSAGE_TOO_LONG' };
  if (message.trim() === '' && !noMessageAllowed) return { kind: 'ignore' };
  return { kind: 'send', message };
}

const isNumericId = (id: unknown) =>
  (typeof id === 'number' && Number.isInteger(id)) || (typeof id === 'string' && /^\d+$/.test(id.trim()));

/** A device (product) command needs a non-empty message of at most 200 characters and a numeric command id. */
export function validateDeviceCommand(input: { commandId: unknown; message: string }): Validation<{
  commandId: number;
  message: string;
}> {
  if (input.message.length > DEVICE_MESSAGE_MAX) return invalid('DEVICE_MESSAGE_TOO_LONG');
  if (input.message.trim() === '' || !isNumericId(input.commandId)) return invalid('PRODUCT_COMMAND_ERROR');
  return valid({ commandId: Number(input.commandId), message: input.message });
}

/** A custom transmitter command needs a numeric id and a command text. */
export function validateCustomCommand(input: { commandId: unknown; commandText: string }): Validation<{
  commandId: number;
  commandText: string;
}> {
  if (input.commandText.trim() === '' || !isNumericId(input.commandId)) return invalid('PRODUCT_COMMAND_ERROR');
  return valid({ commandId: Number(input.commandId), commandText: input.commandText });
}
