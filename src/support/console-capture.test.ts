import { describe, expect, it, vi } from 'vitest';
import { captureConsole } from './console-capture.ts';

function fakeConsole() {
  const printed: string[] = [];
  const record = (level: string) => (...args: unknown[]) => printed.push(`${level} ${args.join(' ')}`);
  const target = { debug: record('debug'), log: record('log'), info: record('info'), warn: record('warn'), error: record('error') } as unknown as Console;
  return { target, printed };
}

describe('console capture', () => {
  it('ERR-20 collects every call and prints only the levels allowed', () => {
    const { target, printed } = fakeConsole();
    const capture = captureConsole(target, 'console', () => new Date('2026-01-01T08:00:00Z'));
    capture.setPrints((level) => level === 'error');
    const listener = vi.fn();
    capture.onLine(listener);
    target.log('hello', 1);
    target.error('boom');
    expect(printed).toEqual(['error boom']);
    expect(listener).toHaveBeenCalledTimes(2);
    expect(capture.drain()).toEqual(['2026-01-01T08:00:00.000Z [console] log: hello 1', '2026-01-01T08:00:00.000Z [console] error: boom']);
    expect(capture.drain()).toEqual([]);
  });
  it('qa-supervisor P2-4: lines put back after a failed upload come before the newer ones', () => {
    const { target } = fakeConsole();
    const capture = captureConsole(target, 'console', () => new Date('2026-01-01T08:00:00Z'));
    target.log('first');
    const unsent = capture.drain();
    target.log('second');
    capture.putBack(unsent);
    expect(capture.drain()).toEqual(['2026-01-01T08:00:00.000Z [console] log: first', '2026-01-01T08:00:00.000Z [console] log: second']);
  });
});

