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

  it('security #NL2: an OpenUrl into the console itself (a hash route or a console path on its origin) is not opened', () => {
    const consolePage = 'https://arc.example/#/dashboard/template/default/7';
    expect(safeOpenUrl('#/autoregister?token=abc&username=eva', consolePage)).toBeNull();
    expect(safeOpenUrl('https://arc.example/#/autoregister?token=abc', consolePage)).toBeNull();
    expect(safeOpenUrl('/index.html#/dashboard/settings', consolePage)).toBeNull();
    expect(safeOpenUrl('/autoregister?token=abc', consolePage)).toBeNull();
    expect(safeOpenUrl('/al?p=link', consolePage)).toBeNull();
    // Elsewhere on the origin, and console-looking links of other origins, still open.
    expect(safeOpenUrl('/media/care-plan.pdf', consolePage)).toBe('https://arc.example/media/care-plan.pdf');
    expect(safeOpenUrl('https://portal.example/#/autoregister', consolePage)).toBe('https://portal.example/#/autoregister');
  });
});
