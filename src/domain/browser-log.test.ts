import { describe, expect, it } from 'vitest';
import { browserLogUploadOn, browserLogUrlFlag, consolePrints, formatLogLine } from './browser-log.ts';

describe('browser log rules', () => {
  it('ERR-18 uploads only with UPLOAD_BROWSER_LOG or the URL flag', () => {
    expect(browserLogUrlFlag('', '')).toBe(false);
    expect(browserLogUrlFlag('', '?uploadBrowserLog=0')).toBe(false);
    expect(browserLogUrlFlag('', '?uploadBrowserLog')).toBe(true);
    expect(browserLogUrlFlag('?uploadBrowserLog=1', '')).toBe(true);
    expect(browserLogUploadOn({ UPLOAD_BROWSER_LOG: false }, false)).toBe(false);
    expect(browserLogUploadOn({ UPLOAD_BROWSER_LOG: false }, true)).toBe(true);
    expect(browserLogUploadOn({ UPLOAD_BROWSER_LOG: true }, false)).toBe(true);
  });

  it('ERR-20 console output prints only with CENTRAL_CONSOLE_LOGGING, errors always', () => {
    expect(consolePrints('log', { CENTRAL_CONSOLE_LOGGING: false })).toBe(false);
    expect(consolePrints('warn', { CENTRAL_CONSOLE_LOGGING: false })).toBe(false);
    expect(consolePrints('error', { CENTRAL_CONSOLE_LOGGING: false })).toBe(true);
    expect(consolePrints('log', { CENTRAL_CONSOLE_LOGGING: true })).toBe(true);
  });

  it('formats a line with time, source, level and the arguments as text', () => {
    expect(formatLogLine(new Date('2026-01-01T08:00:00Z'), 'engine', 'warn', ['socket', { code: 4001 }, new Error('gone')])).toBe(
      '2026-01-01T08:00:00.000Z [engine] warn: socket {"code":4001} Error: gone',
    );
  });
});
