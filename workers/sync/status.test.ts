import { describe, expect, it } from 'vitest';
import { indicatorFor } from './status.ts';

const base = { online: true, syncErrors: 0, phoneSelected: false, socket: 'open' as const };

describe('status indicator', () => {
  it('SHELL-14 is red with sync errors or when offline', () => {
    expect(indicatorFor({ ...base, syncErrors: 1 })).toBe('red');
    expect(indicatorFor({ ...base, online: false, phoneSelected: true, socket: 'closed' })).toBe('red');
  });

  it('SHELL-15 is yellow with a phone selected and the websocket down', () => {
    expect(indicatorFor({ ...base, phoneSelected: true, socket: 'closed' })).toBe('yellow');
    expect(indicatorFor({ ...base, phoneSelected: true, socket: 'connecting' })).toBe('yellow');
  });

  it('SHELL-16 is green otherwise', () => {
    expect(indicatorFor(base)).toBe('green');
    expect(indicatorFor({ ...base, socket: 'closed' })).toBe('green');
  });
});
