import { describe, expect, it } from 'vitest';
import { serverUrl, simulateCommand, simulateHelp } from './simulate-options.ts';

describe('the simulate command', () => {
  it('ux polish: the printed command names the server the banner describes, PORT included', () => {
    expect(simulateCommand(serverUrl({ HOST: '127.0.0.1', PORT: '9123' }))).toBe('npm run simulate -- --url http://127.0.0.1:9123 --rate 5 --seconds 60');
    expect(serverUrl({ HOST: '0.0.0.0', PORT: '8081' })).toBe('http://127.0.0.1:8081');
    expect(serverUrl({})).toBe('http://127.0.0.1:8080');
  });

  it('ux polish: --help documents every option', () => {
    const help = simulateHelp();
    for (const option of ['--rate', '--seconds', '--url', '--key', '--help']) expect(help).toContain(option);
  });
});
