import { describe, expect, it } from 'vitest';
import { callCommandError } from './call-errors.ts';

describe('callCommandError', () => {
  it('CALL-12 CALL-26 hold, unhold, take, join and leave failures each have their own text', () => {
    expect(callCommandError('hold', { code: 'UnknownError' })).toBe('HOLD_CALL_ERROR');
    expect(callCommandError('resume', { code: 'CALL_NOT_FOUND' })).toBe('UNHOLD_CALL_NOT_FOUND');
    expect(callCommandError('take', { code: 'CALL_NOT_FOUND' })).toBe('TAKE_CALL_NOT_FOUND');
    expect(callCommandError('join', { code: 'CALL_NOT_FOUND' })).toBe('JOIN_CONFERENCE_ERROR');
    expect(callCommandError('leave', { code: 'UnknownError' })).toBe('LEAVE_CONFERENCE_ERROR');
  });

  it('a resume that fails for another reason than a missing call says so; offline stays offline', () => {
    expect(callCommandError('resume', { code: 'UnknownError' })).toBe('GENERIC_ERROR_MESSAGE');
    expect(callCommandError('hold', { code: 'OFFLINE', messageKey: 'INTERNET_CONNECTION_ABORT' })).toBe('INTERNET_CONNECTION_ABORT');
  });
});
