import { describe, expect, it } from 'vitest';
import {
  applyCommandText,
  canSaveNote,
  checkResourceMessage,
  counterText,
  truncateSms,
  validateCustomCommand,
  validateDeviceCommand,
  validateNewNote,
  validateSms,
} from './messages.ts';

describe('SMS', () => {
  it('RES-24 at most 500 characters with an n/500 counter', () => {
    expect(counterText('hej', 500)).toBe('3/500');
  });
  it('RES-25 text longer than 500 characters is truncated', () => {
    expect(truncateSms('x'.repeat(500))).toHaveLength(500);
    expect(truncateSms('x'.repeat(501))).toHaveLength(500);
  });
  it('RES-28 a single SMS needs a telephone number and a message', () => {
    expect(validateSms({ telephone: '', message: 'hi' })).toEqual({ ok: false, error: 'SMS_NUMBER_REQUIRED' });
    expect(validateSms({ telephone: '+4670', message: '  ' })).toEqual({ ok: false, error: 'SMS_MESSAGE_REQUIRED' });
    expect(validateSms({ telephone: ' +4670 ', message: 'hi' })).toEqual({ ok: true, value: { telephone: '+4670', message: 'hi' } });
  });
});

describe('command free text', () => {
  it('CMD-16 CMD-18 a command or forwarding message of up to 1000 characters is taken', () => {
    expect(applyCommandText('', 'x'.repeat(1000))).toEqual({ text: 'x'.repeat(1000) });
  });
  it('CMD-17 over 1000 characters shows COMMAND_USER_MODAL_INPUT_VALIDATION_ERROR and keeps the text', () => {
    expect(applyCommandText('before', 'x'.repeat(1001))).toEqual({
      text: 'before',
      error: 'COMMAND_USER_MODAL_INPUT_VALIDATION_ERROR',
    });
  });
});

describe('new note', () => {
  it('NOTE-09 a new note is at most 800 characters', () => {
    expect(validateNewNote('x'.repeat(800)).ok).toBe(true);
    expect(validateNewNote('x'.repeat(801))).toEqual({ ok: false, error: 'NOTE_TOO_LONG' });
    expect(counterText('x'.repeat(12), 800)).toBe('12/800');
  });
  it('NOTE-10 save is disabled while the note is empty or being saved', () => {
    expect(canSaveNote('', false)).toBe(false);
    expect(canSaveNote('note', true)).toBe(false);
    expect(canSaveNote('note', false)).toBe(true);
  });
});

describe('resource message', () => {
  it('RES-18 a resource message is at most 200 characters', () => {
    expect(checkResourceMessage('x'.repeat(200), false)).toEqual({ kind: 'send', message: 'x'.repeat(200) });
    expect(checkResourceMessage('x'.repeat(201), true)).toEqual({ kind: 'invalid', error: 'RESOURCE_MESSAGE_TOO_LONG' });
  });
  it('RES-19 the message is required unless CALLRESOURCE_NO_MESSAGE; an empty one otherwise does nothing', () => {
    expect(checkResourceMessage('', false)).toEqual({ kind: 'ignore' });
    expect(checkResourceMessage('', true)).toEqual({ kind: 'send', message: '' });
  });
});

describe('device and custom commands', () => {
  it('CMD-44 a device command needs a non-empty message and a numeric command id, else PRODUCT_COMMAND_ERROR', () => {
    expect(validateDeviceCommand({ commandId: '12', message: 'reset' })).toEqual({ ok: true, value: { commandId: 12, message: 'reset' } });
    expect(validateDeviceCommand({ commandId: 12, message: ' ' })).toEqual({ ok: false, error: 'PRODUCT_COMMAND_ERROR' });
    expect(validateDeviceCommand({ commandId: 'abc', message: 'reset' })).toEqual({ ok: false, error: 'PRODUCT_COMMAND_ERROR' });
    expect(validateDeviceCommand({ commandId: undefined, message: 'reset' })).toEqual({ ok: false, error: 'PRODUCT_COMMAND_ERROR' });
  });
  it('CMD-46 a device message is at most 200 characters', () => {
    expect(validateDeviceCommand({ commandId: 1, message: 'x'.repeat(200) }).ok).toBe(true);
    expect(validateDeviceCommand({ commandId: 1, message: 'x'.repeat(201) })).toEqual({ ok: false, error: 'DEVICE_MESSAGE_TOO_LONG' });
  });
  it('CMD-45 a custom command needs a numeric id and a command text', () => {
    expect(validateCustomCommand({ commandId: 7, commandText: 'AT+X' })).toEqual({ ok: true, value: { commandId: 7, commandText: 'AT+X' } });
    expect(validateCustomCommand({ commandId: 7, commandText: '' })).toEqual({ ok: false, error: 'PRODUCT_COMMAND_ERROR' });
    expect(validateCustomCommand({ commandId: '7a', commandText: 'AT' })).toEqual({ ok: false, error: 'PRODUCT_COMMAND_ERROR' });
  });
});
