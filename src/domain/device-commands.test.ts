import { describe, expect, it } from 'vitest';
import type { Transmitter } from '../contract/index.ts';
import { deviceCommandArgs, deviceCommandError, maintenanceCommands, productCommandId } from './device-commands.ts';

const restart = { CommandId: 31, TranslationKey: 'CMD_RESTART', CommandType: 6, Type: 'ordinary' };
const custom = { CommandId: 32, TranslationKey: 'CMD_SEND_MESSAGE', CommandType: 7, Type: 'custom_additional' };
const transmitter: Transmitter = {
  TransmitterId: 7,
  ProductCommands: [restart, custom, { CommandId: 33, CommandType: 1 }, { CommandId: 34, CommandType: 'BUTTON' }],
  AdditionalInfo: { Callback: '+46700000007' },
};

describe('device maintenance rules', () => {
  it('offers only product commands of type 6 and 7', () => {
    expect(maintenanceCommands(transmitter).map((command) => command.CommandId)).toEqual([31, 32]);
    expect(maintenanceCommands({ ...transmitter, ProductCommands: [{ CommandId: 1, CommandType: '7' }] })).toHaveLength(1);
    expect(maintenanceCommands(undefined)).toEqual([]);
  });

  it('sends a product command under ProductCommandId where given, else its CommandId', () => {
    expect(productCommandId({ ProductCommandId: 5, CommandId: 31 })).toBe(5);
    expect(productCommandId(restart)).toBe(31);
    expect(productCommandId({ TranslationKey: 'x' })).toBeUndefined();
  });

  it('qa-handling P2-7: Locate, Restart and Self-test are sent without a message; only a message command needs one', () => {
    expect(deviceCommandError({ transmitter, command: restart, message: '' })).toBeNull();
    expect(deviceCommandError({ transmitter, command: custom, message: '' })).toBe('PRODUCT_COMMAND_ERROR');
  });

  it('needs a transmitter id, a callback, a numeric command id and a non-empty message of at most 200', () => {
    const ok = { transmitter, command: restart, message: 'restart now' };
    expect(deviceCommandError(ok)).toBeNull();
    expect(deviceCommandError({ ...ok, transmitter: undefined })).toBe('NO_TRANSMITTER_ID_ERROR');
    expect(deviceCommandError({ ...ok, transmitter: { ...transmitter, AdditionalInfo: { Callback: ' ' } } })).toBe('NO_TRANSMITTER_CALLBACK');
    expect(deviceCommandError({ ...ok, transmitter: { ...transmitter, AdditionalInfo: null } })).toBe('NO_TRANSMITTER_CALLBACK');
    expect(deviceCommandError({ ...ok, command: custom, message: '   ' })).toBe('PRODUCT_COMMAND_ERROR');
    expect(deviceCommandError({ ...ok, command: undefined })).toBe('PRODUCT_COMMAND_ERROR');
    expect(deviceCommandError({ ...ok, message: 'x'.repeat(200) })).toBeNull();
    expect(deviceCommandError({ ...ok, message: 'x'.repeat(201) })).toBe('DEVICE_MESSAGE_TOO_LONG');
  });

  it('sends CommandText for a product command, message and the ids for a custom one', () => {
    expect(deviceCommandArgs(9, 7, restart, 'go')).toEqual({ params: { alarm_id: 9, transmitter_id: 7, command_id: 31 }, body: { CommandText: 'go' } });
    expect(deviceCommandArgs(9, 7, custom, 'hello').body).toEqual({ message: 'hello', alarm_id: 9, transmitter_id: 7, command_id: 32 });
  });
});
