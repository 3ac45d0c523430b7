import { describe, expect, it } from 'vitest';
import { commandEffects, commandFailureText, safeOpenUrl } from './command-result.ts';

describe('command results', () => {
  it('Success false with a Message is an error and nothing else', () => {
    expect(commandEffects({ Success: false, Message: 'Device busy', ExitAlarmView: true })).toEqual([{ kind: 'error', message: 'Device busy' }]);
  });

  it('runs the actions in order, leaving the view last', () => {
    expect(commandEffects({ Success: true, Message: 'ok', ExitAlarmView: true, Clipboard: 'x', OpenUrl: '/a', HangUpVoiceCall: true }).map((e) => e.kind)).toEqual([
      'info', 'hangUp', 'clipboard', 'openUrl', 'exitAlarmView',
    ]);
  });

  it('maps failures: not sent, 404 with its token, any other', () => {
    expect(commandFailureText({ code: 'OFFLINE' })).toEqual({ key: 'CMD_SENDING_ERROR' });
    expect(commandFailureText({ code: 'NOT_FOUND', status: 404, serverText: 'COMMAND_GONE' })).toEqual({ token: 'COMMAND_GONE' });
    expect(commandFailureText({ code: 'INVALID', status: 400 })).toEqual({ key: 'ERROR_EXECUTE_COMMAND' });
  });

  it('opens only http(s) addresses', () => {
    expect(safeOpenUrl('/healthz', 'http://host/')).toBe('http://host/healthz');
    expect(safeOpenUrl('javascript:alert(1)', 'http://host/')).toBeNull();
  });
});
