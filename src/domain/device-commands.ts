import type { Command, Transmitter } from '../contract/index.ts';
import { LIMITS } from '../contract/limits.ts';

/** Command types a device accepts for maintenance (calls §4, CMD-43). */
const PRODUCT_COMMAND_TYPES = new Set(['6', '7']);

/** A device message has at most this many characters (CMD-46). */
export const DEVICE_MESSAGE_MAX = LIMITS.deviceMessage;

/** The product commands offered under Select command: only types 6 and 7 (CMD-43). */
export function maintenanceCommands(transmitter: Transmitter | undefined): Command[] {
  return (transmitter?.ProductCommands ?? []).filter((command) => PRODUCT_COMMAND_TYPES.has(String(command.CommandType ?? '')));
}

/** The id a product command is sent under: ProductCommandId where the server gives one, else its CommandId or Id. */
export function productCommandId(command: Command | undefined): number | undefined {
  const id = command?.ProductCommandId ?? command?.CommandId ?? command?.Id;
  return typeof id === 'number' && Number.isInteger(id) ? id : undefined;
}

/** A custom transmitter command (Type custom_additional): sent as `message` with its ids, shown with a status line. */
export function isCustomCommand(command: Command | undefined): boolean {
  return command?.Type === 'custom_additional';
}

export type DeviceCommandError = 'NO_TRANSMITTER_ID_ERROR' | 'NO_TRANSMITTER_CALLBACK' | 'PRODUCT_COMMAND_ERROR' | 'DEVICE_MESSAGE_TOO_LONG';

export interface DeviceCommandDraft {
  transmitter: Transmitter | undefined;
  command: Command | undefined;
  message: string;
}

/**
 * Why a device command cannot be sent, or null when it can (core §8, calls §5; CMD-44..46, 48, 49): a transmitter
 * with an id and a callback number, a numeric command id, a message where the command needs one (only a
 * custom, message command does: qa-handling P2-7), at most 200 characters.
 */
export function deviceCommandError({ transmitter, command, message }: DeviceCommandDraft): DeviceCommandError | null {
  if (typeof transmitter?.TransmitterId !== 'number') return 'NO_TRANSMITTER_ID_ERROR';
  if (!transmitter.AdditionalInfo?.Callback?.trim()) return 'NO_TRANSMITTER_CALLBACK';
  if (productCommandId(command) === undefined || (isCustomCommand(command) && !message.trim())) return 'PRODUCT_COMMAND_ERROR';
  if (message.length > DEVICE_MESSAGE_MAX) return 'DEVICE_MESSAGE_TOO_LONG';
  return null;
}

/**
 * The transmitterCommand arguments for a draft that passed deviceCommandError: a product command sends CommandText,
 * a custom one sends `message` and repeats the ids (API-46).
 */
export function deviceCommandArgs(alarmId: number, transmitterId: number, command: Command, message: string) {
  const commandId = productCommandId(command) ?? 0;
  const params = { alarm_id: alarmId, transmitter_id: transmitterId, command_id: commandId };
  const body = isCustomCommand(command)
    ? { message, alarm_id: alarmId, transmitter_id: transmitterId, command_id: commandId }
    : { CommandText: message };
  return { params, body };
}
